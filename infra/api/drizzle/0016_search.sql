-- The command palette's search (GET /search, issue 19): full-text (`simple` configuration, prefix
-- matches) over every searchable kind, each read from a GIN expression index instead of every row.
-- A record's searchable text: `a` (its title or name) weighs A, `b` (its body) weighs B, so ts_rank
-- ranks a title match above a body match. Immutable (to_tsvector with a fixed configuration), so it
-- can be indexed; a simple SQL function is inlined, so a query written with it reads these indexes.
CREATE FUNCTION search_document(a text, b text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', coalesce(a, '')), 'A') || setweight(to_tsvector('simple', coalesce(b, '')), 'B') $$;--> statement-breakpoint
CREATE INDEX "tasks_search_index" ON "tasks" USING gin (search_document("title", "description"));--> statement-breakpoint
CREATE INDEX "projects_search_index" ON "projects" USING gin (search_document("name", "description"));--> statement-breakpoint
CREATE INDEX "notes_fulltext_index" ON "notes" USING gin (search_document("title", notes_search_text('', "content", "tags")));--> statement-breakpoint
CREATE INDEX "todos_search_index" ON "todos" USING gin (search_document("title", "description"));--> statement-breakpoint
CREATE INDEX "meetings_search_index" ON "meetings" USING gin (search_document("title", "description"));--> statement-breakpoint
CREATE INDEX "clients_search_index" ON "clients" USING gin (search_document("name", "company" || ' ' || "email"));--> statement-breakpoint
CREATE INDEX "users_search_index" ON "users" USING gin (search_document("first_name" || ' ' || "last_name", "email"));
-- Chat messages keep chat's own `chat_messages_search_index` (migration 0014): to_tsvector('simple', body).
