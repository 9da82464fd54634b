-- The property chain every hotel without one belongs to (docs/areas/hotels.md, "Data"); it cannot be renamed.
INSERT INTO "commissions" ("client_type_name") VALUES ('Other') ON CONFLICT DO NOTHING;
