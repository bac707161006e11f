CREATE TABLE "webhook_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"response_code" integer,
	"error" text,
	"response_excerpt" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"event" text NOT NULL,
	"delivery_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"first_attempt_at" timestamp with time zone,
	"last_response_code" integer,
	"last_duration_ms" integer,
	"redelivery_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_delivery_id_unique" UNIQUE("delivery_id"),
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"allow_private_network" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_redelivery_of_webhook_deliveries_id_fk" FOREIGN KEY ("redelivery_of") REFERENCES "public"."webhook_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_id_index" ON "webhook_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_index" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_id_id_index" ON "webhook_deliveries" USING btree ("webhook_id","id");--> statement-breakpoint
CREATE INDEX "webhooks_workspace_id_index" ON "webhooks" USING btree ("workspace_id");--> statement-breakpoint
-- Webhooks (issue 20): deliveries are enqueued by AFTER triggers in the transaction of the change,
-- so every write path (current and future) enqueues, a rolled-back change enqueues nothing and a
-- committed one is never lost before it is sent. Each trigger first checks that the workspace has an
-- active webhook (one index probe of an almost empty table): without one a change costs nothing more.
-- Moments are written as ISO 8601 UTC with milliseconds, days as YYYY-MM-DD.
CREATE FUNCTION webhook_moment(value timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_char(value AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;--> statement-breakpoint
CREATE FUNCTION webhook_day(value date) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_char(value, 'YYYY-MM-DD') $$;--> statement-breakpoint
CREATE FUNCTION webhook_workspace_listens(workspace integer) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT EXISTS (SELECT 1 FROM webhooks WHERE workspace_id = workspace AND active) $$;--> statement-breakpoint
-- One pending delivery per active webhook of the workspace subscribed to the event, then a wake-up
-- for the workers (NOTIFY is sent at commit, and not at all on rollback).
CREATE FUNCTION webhook_enqueue(workspace integer, event_name text, data jsonb) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  queued integer;
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, workspace_id, event, delivery_id, payload)
  SELECT w.id, w.workspace_id, event_name, d.uuid,
    jsonb_build_object('id', d.uuid, 'event', event_name, 'created_at', webhook_moment(now()),
      'workspace_id', workspace, 'data', data)
  FROM webhooks w CROSS JOIN LATERAL (SELECT gen_random_uuid() AS uuid) d
  WHERE w.workspace_id = workspace AND w.active AND event_name = ANY (w.events)
  ORDER BY w.id;
  GET DIAGNOSTICS queued = ROW_COUNT;
  IF queued > 0 THEN
    PERFORM pg_notify('kanri_webhooks', '');
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION webhook_task_json(t tasks) RETURNS jsonb
  LANGUAGE sql STABLE
  AS $$ SELECT jsonb_build_object(
    'id', t.id, 'project_id', t.project_id, 'title', t.title, 'description', t.description,
    'status_id', t.status_id, 'priority_id', t.priority_id, 'start_date', webhook_day(t.start_date),
    'due_date', webhook_day(t.due_date), 'progress', t.progress, 'time_estimate_minutes', t.time_estimate_minutes,
    'position', t.position, 'custom_field_values', t.custom_field_values, 'created_by', t.created_by,
    'created_at', webhook_moment(t.created_at), 'updated_at', webhook_moment(t.updated_at)) $$;--> statement-breakpoint
CREATE FUNCTION webhook_tasks_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF webhook_workspace_listens(OLD.workspace_id) THEN
      PERFORM webhook_enqueue(OLD.workspace_id, 'task.deleted', jsonb_build_object('task', webhook_task_json(OLD)));
    END IF;
    RETURN NULL;
  END IF;
  IF NOT webhook_workspace_listens(NEW.workspace_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_enqueue(NEW.workspace_id, 'task.created', jsonb_build_object('task', webhook_task_json(NEW)));
    RETURN NULL;
  END IF;
  IF (NEW.status_id, NEW.position, NEW.project_id) IS DISTINCT FROM (OLD.status_id, OLD.position, OLD.project_id) THEN
    PERFORM webhook_enqueue(NEW.workspace_id, 'task.moved', jsonb_build_object('task', webhook_task_json(NEW),
      'from', jsonb_build_object('project_id', OLD.project_id, 'status_id', OLD.status_id, 'position', OLD.position)));
  END IF;
  changed := array_remove(ARRAY[
    CASE WHEN NEW.title IS DISTINCT FROM OLD.title THEN 'title' END,
    CASE WHEN NEW.description IS DISTINCT FROM OLD.description THEN 'description' END,
    CASE WHEN NEW.priority_id IS DISTINCT FROM OLD.priority_id THEN 'priority_id' END,
    CASE WHEN NEW.start_date IS DISTINCT FROM OLD.start_date THEN 'start_date' END,
    CASE WHEN NEW.due_date IS DISTINCT FROM OLD.due_date THEN 'due_date' END,
    CASE WHEN NEW.progress IS DISTINCT FROM OLD.progress THEN 'progress' END,
    CASE WHEN NEW.time_estimate_minutes IS DISTINCT FROM OLD.time_estimate_minutes THEN 'time_estimate_minutes' END,
    CASE WHEN NEW.track_time IS DISTINCT FROM OLD.track_time THEN 'track_time' END,
    CASE WHEN NEW.custom_field_values IS DISTINCT FROM OLD.custom_field_values THEN 'custom_field_values' END
  ], NULL);
  IF cardinality(changed) > 0 THEN
    PERFORM webhook_enqueue(NEW.workspace_id, 'task.updated',
      jsonb_build_object('task', webhook_task_json(NEW), 'changed', to_jsonb(changed)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER webhook_tasks AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION webhook_tasks_trigger();--> statement-breakpoint
CREATE FUNCTION webhook_comments_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF webhook_workspace_listens(NEW.workspace_id) THEN
    PERFORM webhook_enqueue(NEW.workspace_id, 'comment.added', jsonb_build_object('comment', jsonb_build_object(
      'id', NEW.id, 'task_id', NEW.task_id, 'user_id', NEW.user_id, 'body', coalesce(NEW.body, ''),
      'created_at', webhook_moment(NEW.created_at))));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER webhook_comments AFTER INSERT ON task_activities
  FOR EACH ROW WHEN (NEW.type = 'comment') EXECUTE FUNCTION webhook_comments_trigger();--> statement-breakpoint
CREATE FUNCTION webhook_time_entries_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF webhook_workspace_listens(NEW.workspace_id) THEN
    PERFORM webhook_enqueue(NEW.workspace_id, 'time_entry.stopped', jsonb_build_object('time_entry', jsonb_build_object(
      'id', NEW.id, 'user_id', NEW.user_id, 'task_id', NEW.task_id, 'description', NEW.description,
      'started_at', webhook_moment(NEW.started_at), 'ended_at', webhook_moment(NEW.ended_at),
      'duration_seconds', (SELECT coalesce(floor(sum(extract(epoch FROM upper(r) - lower(r)))), 0)::integer
        FROM unnest(tstzmultirange(tstzrange(NEW.started_at, NEW.ended_at)) - NEW.pauses) r),
      'billable', NEW.billable, 'source', NEW.source)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER webhook_time_entries AFTER UPDATE OF ended_at ON time_entries
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL) EXECUTE FUNCTION webhook_time_entries_trigger();--> statement-breakpoint
CREATE FUNCTION webhook_invoices_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF webhook_workspace_listens(NEW.workspace_id) THEN
    PERFORM webhook_enqueue(NEW.workspace_id, 'invoice.' || NEW.status, jsonb_build_object('invoice', jsonb_build_object(
      'id', NEW.id, 'invoice_number', NEW.invoice_number, 'client_id', NEW.client_id, 'client_name', NEW.client_name,
      'issue_date', webhook_day(NEW.issue_date), 'due_date', webhook_day(NEW.due_date), 'currency', NEW.currency,
      'currency_exponent', NEW.currency_exponent, 'status', NEW.status, 'total_minor', NEW.total_minor,
      'amount_paid_minor', NEW.amount_paid_minor, 'updated_at', webhook_moment(NEW.updated_at))));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER webhook_invoices_insert AFTER INSERT ON invoices
  FOR EACH ROW WHEN (NEW.status IN ('sent', 'paid')) EXECUTE FUNCTION webhook_invoices_trigger();--> statement-breakpoint
CREATE TRIGGER webhook_invoices_update AFTER UPDATE OF status ON invoices
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('sent', 'paid'))
  EXECUTE FUNCTION webhook_invoices_trigger();--> statement-breakpoint
CREATE FUNCTION webhook_leave_requests_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF webhook_workspace_listens(NEW.workspace_id) THEN
    PERFORM webhook_enqueue(NEW.workspace_id, 'leave.' || NEW.status, jsonb_build_object('leave_request', jsonb_build_object(
      'id', NEW.id, 'user_id', NEW.user_id, 'leave_type', NEW.leave_type, 'start_date', webhook_day(NEW.start_date),
      'end_date', webhook_day(NEW.end_date), 'days_count', NEW.days_count, 'status', NEW.status,
      'comments', NEW.comments, 'decided_by', NEW.decided_by, 'decided_at', webhook_moment(NEW.decided_at))));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER webhook_leave_requests_insert AFTER INSERT ON leave_requests
  FOR EACH ROW WHEN (NEW.status IN ('approved', 'rejected')) EXECUTE FUNCTION webhook_leave_requests_trigger();--> statement-breakpoint
CREATE TRIGGER webhook_leave_requests_update AFTER UPDATE OF status ON leave_requests
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('approved', 'rejected'))
  EXECUTE FUNCTION webhook_leave_requests_trigger();--> statement-breakpoint
CREATE FUNCTION webhook_members_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF webhook_workspace_listens(NEW.workspace_id) THEN
    PERFORM webhook_enqueue(NEW.workspace_id, 'member.joined', (
      SELECT jsonb_build_object('member', jsonb_build_object(
        'user_id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email,
        'role', r.slug, 'joined_at', webhook_moment(now())))
      FROM users u JOIN roles r ON r.id = NEW.role_id
      WHERE u.id = NEW.user_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER webhook_members_insert AFTER INSERT ON workspace_members
  FOR EACH ROW WHEN (NEW.status = 'active') EXECUTE FUNCTION webhook_members_trigger();--> statement-breakpoint
CREATE TRIGGER webhook_members_update AFTER UPDATE OF status ON workspace_members
  FOR EACH ROW WHEN (OLD.status <> 'active' AND NEW.status = 'active') EXECUTE FUNCTION webhook_members_trigger();
