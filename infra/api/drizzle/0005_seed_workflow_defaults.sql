-- Every workspace starts with the statuses To Do, In Progress, Completed, the priorities Low,
-- Medium, High and the six tags of spec §3 (the values of DEFAULT_STATUSES, DEFAULT_PRIORITIES and
-- DEFAULT_TAGS in @kanri/contracts). A trigger seeds each new workspace, however it is created;
-- existing workspaces are seeded below.
CREATE OR REPLACE FUNCTION kanri_seed_workspace(workspace integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "statuses" ("workspace_id", "name", "slug", "color", "category", "position") VALUES
    (workspace, 'To Do', 'to-do', '#94a3b8', 'todo', 0),
    (workspace, 'In Progress', 'in-progress', '#3b82f6', 'in_progress', 1),
    (workspace, 'Completed', 'completed', '#22c55e', 'done', 2)
  ON CONFLICT DO NOTHING;
  INSERT INTO "priorities" ("workspace_id", "name", "slug", "color", "position") VALUES
    (workspace, 'Low', 'low', '#22c55e', 0),
    (workspace, 'Medium', 'medium', '#f59e0b', 1),
    (workspace, 'High', 'high', '#ef4444', 2)
  ON CONFLICT DO NOTHING;
  INSERT INTO "tags" ("workspace_id", "name", "color") VALUES
    (workspace, 'Frontend', '#3b82f6'),
    (workspace, 'Backend', '#22c55e'),
    (workspace, 'Design', '#ec4899'),
    (workspace, 'Research', '#a855f7'),
    (workspace, 'Bug', '#ef4444'),
    (workspace, 'Feature', '#f59e0b')
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kanri_seed_new_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kanri_seed_workspace(NEW."id");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "workspaces_seed_defaults" AFTER INSERT ON "workspaces"
  FOR EACH ROW EXECUTE FUNCTION kanri_seed_new_workspace();
--> statement-breakpoint
SELECT kanri_seed_workspace("id") FROM "workspaces";
