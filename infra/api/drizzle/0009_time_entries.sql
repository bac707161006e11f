CREATE TABLE "time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" integer,
	"description" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"pauses" "tstzmultirange" DEFAULT '{}' NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"hourly_rate_minor" integer,
	"currency" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_source_check" CHECK ("time_entries"."source" in ('timer', 'manual')),
	CONSTRAINT "time_entries_end_check" CHECK ("time_entries"."ended_at" >= "time_entries"."started_at"),
	CONSTRAINT "time_entries_hourly_rate_check" CHECK ("time_entries"."hourly_rate_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "billable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hourly_rate_minor" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_active_unique" ON "time_entries" USING btree ("workspace_id","user_id") WHERE "time_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "time_entries_workspace_id_user_id_started_at_index" ON "time_entries" USING btree ("workspace_id","user_id","started_at","id");--> statement-breakpoint
CREATE INDEX "time_entries_workspace_id_started_at_index" ON "time_entries" USING btree ("workspace_id","started_at");--> statement-breakpoint
CREATE INDEX "time_entries_long_index" ON "time_entries" USING btree ("workspace_id","user_id","started_at") WHERE "time_entries"."ended_at" is null or "time_entries"."ended_at" - "time_entries"."started_at" > interval '24 hours';--> statement-breakpoint
CREATE INDEX "time_entries_task_id_index" ON "time_entries" USING btree ("task_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_hourly_rate_check" CHECK ("projects"."hourly_rate_minor" >= 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_currency_check" CHECK ("projects"."currency" ~ '^[A-Z]{3}$');