-- The five roles of spec §4 (ids 1..5 in this order); GET /api/v1/roles works on a fresh database.
INSERT INTO "roles" ("id", "name", "slug") VALUES
	(1, 'Admin', 'admin'),
	(2, 'Manager', 'manager'),
	(3, 'Developer', 'developer'),
	(4, 'Designer', 'designer'),
	(5, 'Member', 'member');
--> statement-breakpoint
-- Explicit ids do not advance the serial: move it past the seeded rows.
SELECT setval(pg_get_serial_sequence('roles', 'id'), (SELECT max("id") FROM "roles"));
