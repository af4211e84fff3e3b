CREATE TABLE "presenter_states" (
	"admin_id" integer PRIMARY KEY NOT NULL,
	"deck_key" varchar(32) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"slide" integer NOT NULL,
	"total" integer NOT NULL,
	"black" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"paused_elapsed_ms" bigint,
	"follow_along" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presenter_states_slide_check" CHECK ("presenter_states"."slide" between 1 and "presenter_states"."total")
);
--> statement-breakpoint
ALTER TABLE "presenter_states" ADD CONSTRAINT "presenter_states_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;