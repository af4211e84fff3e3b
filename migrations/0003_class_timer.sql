ALTER TABLE "classes" ADD COLUMN "timer_label" varchar(40);--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "timer_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "timer_paused_remaining_ms" integer;