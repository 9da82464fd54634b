-- The ticket list's name sorts' keys on the tickets (0051; docs/api-database.md, "Which index a list reads"): the
-- raiser's and the assignee's last and first names and the department's name, lower-cased, as the list sorted by
-- them when it looked them up per ticket. Kept in the writing transaction: set on every insert and change of
-- user_id, assignee_id or department_id (also the assignee's set null when the user is deleted), and on every
-- rename of a user or a department; then filled for the tickets already there.
CREATE OR REPLACE FUNCTION "tickets_sort_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
		SELECT lower(u.last_name), lower(u.first_name) INTO NEW.raiser_sort_last, NEW.raiser_sort_first
		FROM users u WHERE u.id = NEW.user_id;
	END IF;
	IF TG_OP = 'INSERT' OR NEW.assignee_id IS DISTINCT FROM OLD.assignee_id THEN
		NEW.assignee_sort_last := NULL;
		NEW.assignee_sort_first := NULL;
		IF NEW.assignee_id IS NOT NULL THEN
			SELECT lower(u.last_name), lower(u.first_name) INTO NEW.assignee_sort_last, NEW.assignee_sort_first
			FROM users u WHERE u.id = NEW.assignee_id;
		END IF;
	END IF;
	IF TG_OP = 'INSERT' OR NEW.department_id IS DISTINCT FROM OLD.department_id THEN
		SELECT lower(d.name) INTO NEW.department_sort FROM departments d WHERE d.id = NEW.department_id;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "tickets_sort_names" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "tickets_sort_names" BEFORE INSERT OR UPDATE OF "user_id", "assignee_id", "department_id"
	ON "tickets" FOR EACH ROW EXECUTE FUNCTION "tickets_sort_names"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_ticket_sort_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE tickets SET raiser_sort_last = lower(NEW.last_name), raiser_sort_first = lower(NEW.first_name)
	WHERE user_id = NEW.id;
	UPDATE tickets SET assignee_sort_last = lower(NEW.last_name), assignee_sort_first = lower(NEW.first_name)
	WHERE assignee_id = NEW.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_ticket_sort_names" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_ticket_sort_names" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW
	WHEN (lower(OLD.first_name) IS DISTINCT FROM lower(NEW.first_name) OR lower(OLD.last_name) IS DISTINCT FROM lower(NEW.last_name))
	EXECUTE FUNCTION "users_ticket_sort_names"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "departments_ticket_sort_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE tickets SET department_sort = lower(NEW.name) WHERE department_id = NEW.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "departments_ticket_sort_names" ON "departments";--> statement-breakpoint
CREATE TRIGGER "departments_ticket_sort_names" AFTER UPDATE OF "name" ON "departments" FOR EACH ROW
	WHEN (lower(OLD.name) IS DISTINCT FROM lower(NEW.name))
	EXECUTE FUNCTION "departments_ticket_sort_names"();--> statement-breakpoint
UPDATE "tickets" t SET
	"raiser_sort_last" = (SELECT lower(u.last_name) FROM users u WHERE u.id = t.user_id),
	"raiser_sort_first" = (SELECT lower(u.first_name) FROM users u WHERE u.id = t.user_id),
	"assignee_sort_last" = (SELECT lower(u.last_name) FROM users u WHERE u.id = t.assignee_id),
	"assignee_sort_first" = (SELECT lower(u.first_name) FROM users u WHERE u.id = t.assignee_id),
	"department_sort" = (SELECT lower(d.name) FROM departments d WHERE d.id = t.department_id);
