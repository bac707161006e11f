-- Every change that can alter an authenticated request's session, user or membership NOTIFYs
-- kanri_auth at commit with the user's id ('*': everyone), so each API process evicts its cached
-- answers (src/auth/session-cache.ts). Touching last_used_at forward does not.
CREATE FUNCTION kanri_auth_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('kanri_auth', OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('kanri_auth', NEW.user_id::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION kanri_auth_notify_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kanri_auth', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION kanri_auth_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kanri_auth', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at <> NEW.expires_at OR NEW.last_used_at < OLD.last_used_at
        OR OLD.token_hash <> NEW.token_hash OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION kanri_auth_notify_user();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION kanri_auth_notify_user();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION kanri_auth_notify_account();
--> statement-breakpoint
CREATE TRIGGER workspace_members_auth_changed AFTER INSERT OR UPDATE OR DELETE ON workspace_members FOR EACH ROW EXECUTE FUNCTION kanri_auth_notify_user();
--> statement-breakpoint
CREATE TRIGGER roles_auth_changed AFTER UPDATE OR DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION kanri_auth_notify_all();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION kanri_auth_notify_all();
--> statement-breakpoint
CREATE TRIGGER users_auth_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION kanri_auth_notify_all();
--> statement-breakpoint
CREATE TRIGGER workspace_members_auth_truncated AFTER TRUNCATE ON workspace_members FOR EACH STATEMENT EXECUTE FUNCTION kanri_auth_notify_all();
