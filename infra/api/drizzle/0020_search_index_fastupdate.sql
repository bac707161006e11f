-- The command palette's search indexes (issue 19) take each write at once (fastupdate off) instead
-- of collecting it in the GIN pending list until the next (auto)vacuum: every search reads that list
-- from end to end, so after a burst of writes — a busy chat, an import — searches were up to 2.5×
-- slower until autovacuum came by. A write pays a little more; a search stays as fast as the index.
ALTER INDEX "tasks_search_index" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "projects_search_index" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "notes_fulltext_index" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "todos_search_index" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "meetings_search_index" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "clients_search_index" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_search_index" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "chat_messages_search_index" SET (fastupdate = off);--> statement-breakpoint
-- What the lists already hold moves into the indexes now.
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(ARRAY['tasks_search_index', 'projects_search_index', 'notes_fulltext_index', 'todos_search_index',
  'meetings_search_index', 'clients_search_index', 'users_search_index', 'chat_messages_search_index']) AS index_name;
