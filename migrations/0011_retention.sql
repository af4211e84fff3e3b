ALTER TABLE "classes" ADD COLUMN "retention_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "personal_data_destroyed_at" timestamp with time zone;