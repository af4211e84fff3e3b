CREATE TABLE "presenter_projectors" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presenter_states" ADD COLUMN "projector_code" varchar(6);--> statement-breakpoint
ALTER TABLE "presenter_projectors" ADD CONSTRAINT "presenter_projectors_admin_id_presenter_states_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."presenter_states"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presenter_projectors_admin_id_idx" ON "presenter_projectors" USING btree ("admin_id");--> statement-breakpoint
ALTER TABLE "presenter_states" ADD CONSTRAINT "presenter_states_projector_code_unique" UNIQUE("projector_code");