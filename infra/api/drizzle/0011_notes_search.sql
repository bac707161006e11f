-- Searching notes (GET /notes?search=) through a trigram index: ILIKE '%text%' over the title, the
-- content and the tags of a note, read from the index instead of every note of the member.
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A note's searchable text: title, content and tags, each apart (a unit separator between them, so a
-- search never matches across two of them). Immutable, so it can be indexed.
CREATE FUNCTION notes_search_text(title text, content text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT title || chr(31) || content || chr(31) || array_to_string(tags, chr(31)) $$;--> statement-breakpoint
CREATE INDEX "notes_search_index" ON "notes" USING gin (notes_search_text("title", "content", "tags") gin_trgm_ops);
