CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"leave_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days_count" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_type_check" CHECK ("leave_requests"."leave_type" in ('annual', 'sick', 'personal', 'maternity', 'emergency')),
	CONSTRAINT "leave_requests_status_check" CHECK ("leave_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "leave_requests_period_check" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date")
);
--> statement-breakpoint
CREATE TABLE "member_presence" (
	"process_id" text NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"connections" integer NOT NULL,
	"idle_connections" integer DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_presence_process_id_workspace_id_user_id_pk" PRIMARY KEY("process_id","workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_delivery_check" CHECK ("notification_preferences"."delivery" in ('in_app', 'email'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"target" jsonb,
	"payload" jsonb NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"email_due" boolean DEFAULT false NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('info', 'success', 'warning', 'error'))
);
--> statement-breakpoint
-- The meeting notifications written so far move to the new table, with their ids.
INSERT INTO "notifications" ("id", "workspace_id", "user_id", "kind", "type", "title", "message", "target", "payload", "actor_id", "created_at")
SELECT e."id", e."workspace_id", e."user_id", e."type",
  CASE e."type" WHEN 'meeting.cancelled' THEN 'error' WHEN 'meeting.moved' THEN 'warning' ELSE 'info' END,
  CASE e."type" WHEN 'meeting.invited' THEN 'Meeting invitation' WHEN 'meeting.moved' THEN 'Meeting rescheduled' ELSE 'Meeting cancelled' END,
  coalesce(e."payload"->>'title', ''),
  CASE WHEN e."payload" ? 'meeting_id' THEN jsonb_build_object('kind', 'meeting', 'meeting_id', (e."payload"->>'meeting_id')::int) END,
  e."payload",
  (SELECT u."id" FROM "users" u WHERE u."id" = (e."payload"->>'actor_id')::int),
  e."created_at"
FROM "notification_events" e;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('notifications', 'id'), coalesce((SELECT max("id") FROM "notifications"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "notification_events" CASCADE;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_presence" ADD CONSTRAINT "member_presence_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_presence" ADD CONSTRAINT "member_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_requests_user_index" ON "leave_requests" USING btree ("workspace_id","user_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_period_index" ON "leave_requests" USING btree ("workspace_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "member_presence_workspace_index" ON "member_presence" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_index" ON "notifications" USING btree ("workspace_id","user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_index" ON "notifications" USING btree ("workspace_id","user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_email_outbox_index" ON "notifications" USING btree ("id") WHERE "notifications"."email_due" and "notifications"."emailed_at" is null;--> statement-breakpoint
-- Live push: a new notification is announced on the realtime channel at its commit (never for a
-- write that rolled back), whatever statement wrote it; every API process delivers it to the
-- recipient's sockets (infra/api/src/realtime).
CREATE FUNCTION "notifications_push"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kanri_events', json_build_object(
    'type', 'notification.created', 'workspaceId', NEW."workspace_id", 'userId', NEW."user_id",
    'notificationId', NEW."id", 'at', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_push" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "notifications_push"();
