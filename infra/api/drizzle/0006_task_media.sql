CREATE TABLE "task_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_media_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "task_media_size_check" CHECK ("task_media"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "task_media" ADD CONSTRAINT "task_media_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_media" ADD CONSTRAINT "task_media_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_media" ADD CONSTRAINT "task_media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_media_task_id_id_index" ON "task_media" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "task_media_workspace_id_index" ON "task_media" USING btree ("workspace_id");