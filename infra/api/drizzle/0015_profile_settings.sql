ALTER TABLE "settings" ADD COLUMN "default_time_zone" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "week_start" text DEFAULT 'sunday' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "default_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_storage_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_storage_key_unique" UNIQUE("photo_storage_key");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_week_start_check" CHECK ("settings"."week_start" in ('sunday', 'monday'));