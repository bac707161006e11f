-- Workspace 1: the first account becomes its admin and open registration joins it.
INSERT INTO "workspaces" ("id", "name") VALUES (1, 'Team Space') ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Explicit ids do not advance the serial: move it past the seeded row.
SELECT setval(pg_get_serial_sequence('workspaces', 'id'), (SELECT max("id") FROM "workspaces"));
--> statement-breakpoint
-- Registration is by invitation only until an admin opens it.
INSERT INTO "settings" ("workspace_id", "open_registration") VALUES (1, false) ON CONFLICT ("workspace_id") DO NOTHING;
