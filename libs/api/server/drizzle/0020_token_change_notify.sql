-- The token state cache's invalidation (docs/areas/platform.md, "Sessions and tokens"): every change that can
-- refuse a token, committed by any connection, announces the user's id on the channel token_change. The API
-- instances LISTEN to it and drop that user's cached state. An UPDATE only announces when one of the columns
-- the token check reads moved; a TRUNCATE announces '' (drop everything).
CREATE OR REPLACE FUNCTION "token_change_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('token_change', '');
	ELSIF TG_TABLE_NAME = 'revoked_tokens' THEN
		PERFORM pg_notify('token_change', NEW.user_id::text);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('token_change', OLD.id::text);
	ELSE
		PERFORM pg_notify('token_change', OLD.id::text);
		IF NEW.id IS DISTINCT FROM OLD.id THEN
			PERFORM pg_notify('token_change', NEW.id::text);
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_token_change_update" AFTER UPDATE ON "users" FOR EACH ROW
	WHEN (
		OLD.id IS DISTINCT FROM NEW.id OR OLD.token_version IS DISTINCT FROM NEW.token_version
		OR OLD.disabled IS DISTINCT FROM NEW.disabled OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
		OR OLD.expire_date IS DISTINCT FROM NEW.expire_date OR OLD.role IS DISTINCT FROM NEW.role
		OR OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name
		OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.department_id IS DISTINCT FROM NEW.department_id
	)
	EXECUTE FUNCTION "token_change_notify"();--> statement-breakpoint
CREATE TRIGGER "users_token_change_delete" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "token_change_notify"();--> statement-breakpoint
CREATE TRIGGER "users_token_change_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "token_change_notify"();--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_token_change_insert" AFTER INSERT ON "revoked_tokens" FOR EACH ROW EXECUTE FUNCTION "token_change_notify"();--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_token_change_truncate" AFTER TRUNCATE ON "revoked_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "token_change_notify"();
