-- The dashboard's statistics (issue 19) read every task of the workspace twice: counted by project,
-- status and priority with their due dates, and the open ones joined to their assignees. Both now
-- read only an index (index-only scans, rows already in order for the counts) instead of every
-- task's row, whose status, priority and due date lie past the title and description: 5.2 → 2.7 ms
-- and 4.8 → 3.1 ms at 10,000 tasks. The new indexes start with the columns of the two they replace.
CREATE INDEX "tasks_workspace_project_status_priority_due_index" ON "tasks" USING btree ("workspace_id","project_id","status_id","priority_id","due_date");--> statement-breakpoint
CREATE INDEX "tasks_workspace_status_project_id_index" ON "tasks" USING btree ("workspace_id","status_id","project_id","id");--> statement-breakpoint
DROP INDEX "tasks_workspace_id_project_id_status_id_index";--> statement-breakpoint
DROP INDEX "tasks_workspace_id_status_id_index";
