CREATE TABLE "dispute_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"seat_id" integer NOT NULL,
	"version" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispute_notes" ADD CONSTRAINT "dispute_notes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_notes" ADD CONSTRAINT "dispute_notes_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_notes_seat_idx" ON "dispute_notes" USING btree ("seat_id");--> statement-breakpoint
-- the disputes still open keep their note in the new table too (earlier, settled notes were not kept)
INSERT INTO "dispute_notes" ("deal_id", "seat_id", "version", "note", "created_at")
SELECT "id", "dispute_by", "agreement_version", "dispute_note", coalesce("last_activity_at", "created_at")
FROM "deals" WHERE "dispute_note" IS NOT NULL AND "dispute_by" IS NOT NULL;
