CREATE TABLE "task_tally_versions" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_tally_versions" ADD CONSTRAINT "task_tally_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard keeps each workspace's task tallies in memory under the version read beside them
-- (src/services/dashboard/task-tally-cache.ts). Every change that can alter the tallies sets a new
-- version, from a sequence no restore resets, so a version is never seen twice. The row triggers are
-- deferred to the commit and set the version once per workspace and transaction: the row lock is
-- held for the commit only, and an import of 10,000 tasks writes it once.
CREATE SEQUENCE "task_tally_version_seq";
--> statement-breakpoint
CREATE FUNCTION kanri_task_tallies_bump(ws integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ws IS NULL OR current_setting('kanri.task_tallies_' || ws, true) = 'set' THEN RETURN; END IF;
  PERFORM set_config('kanri.task_tallies_' || ws, 'set', true);
  -- The workspace may be going in the same transaction (its tasks go with it).
  INSERT INTO task_tally_versions (workspace_id, version)
    SELECT w.id, nextval('task_tally_version_seq') FROM workspaces w WHERE w.id = ws
    ON CONFLICT (workspace_id) DO UPDATE SET version = excluded.version;
END $$;
--> statement-breakpoint
CREATE FUNCTION kanri_task_tallies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM kanri_task_tallies_bump(OLD.workspace_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM kanri_task_tallies_bump(NEW.workspace_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION kanri_task_assignee_tallies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- No task (it was deleted in the same transaction): its own trigger set the version.
  IF TG_OP <> 'INSERT' THEN PERFORM kanri_task_tallies_bump((SELECT t.workspace_id FROM tasks t WHERE t.id = OLD.task_id)); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM kanri_task_tallies_bump((SELECT t.workspace_id FROM tasks t WHERE t.id = NEW.task_id)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new version for every workspace: after a truncate, and after a restore or an import, which
-- write with the triggers off and bring versions from another database's sequence.
CREATE FUNCTION kanri_task_tallies_renew() RETURNS void LANGUAGE sql AS $$
  INSERT INTO task_tally_versions (workspace_id, version) SELECT w.id, nextval('task_tally_version_seq') FROM workspaces w
  ON CONFLICT (workspace_id) DO UPDATE SET version = excluded.version;
$$;
--> statement-breakpoint
CREATE FUNCTION kanri_task_tallies_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kanri_task_tallies_renew();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tasks_tallies_written AFTER INSERT OR DELETE ON tasks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kanri_task_tallies_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tasks_tallies_updated AFTER UPDATE ON tasks DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.workspace_id <> NEW.workspace_id OR OLD.project_id <> NEW.project_id OR OLD.status_id <> NEW.status_id
        OR OLD.priority_id IS DISTINCT FROM NEW.priority_id OR OLD.due_date IS DISTINCT FROM NEW.due_date)
  EXECUTE FUNCTION kanri_task_tallies_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER task_assignees_tallies_written AFTER INSERT OR DELETE ON task_assignees
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kanri_task_assignee_tallies_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER task_assignees_tallies_updated AFTER UPDATE ON task_assignees DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.task_id <> NEW.task_id OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION kanri_task_assignee_tallies_changed();
--> statement-breakpoint
-- Which statuses are open decides the open tasks.
CREATE CONSTRAINT TRIGGER statuses_tallies_updated AFTER UPDATE ON statuses DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.category <> NEW.category OR OLD.workspace_id <> NEW.workspace_id)
  EXECUTE FUNCTION kanri_task_tallies_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_tallies_truncated AFTER TRUNCATE ON tasks FOR EACH STATEMENT EXECUTE FUNCTION kanri_task_tallies_all_changed();
--> statement-breakpoint
CREATE TRIGGER task_assignees_tallies_truncated AFTER TRUNCATE ON task_assignees FOR EACH STATEMENT EXECUTE FUNCTION kanri_task_tallies_all_changed();
--> statement-breakpoint
CREATE TRIGGER statuses_tallies_truncated AFTER TRUNCATE ON statuses FOR EACH STATEMENT EXECUTE FUNCTION kanri_task_tallies_all_changed();
--> statement-breakpoint
SELECT kanri_task_tallies_renew();
