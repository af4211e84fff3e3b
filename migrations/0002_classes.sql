CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
-- The class every new result and feedback row belongs to: the current one, read inside the INSERT itself,
-- so a row stored while a new class starts lands in exactly one of the two.
CREATE FUNCTION current_class_id() RETURNS integer LANGUAGE sql STABLE AS $$ SELECT "id" FROM "classes" WHERE "ended_at" IS NULL $$;--> statement-breakpoint
-- Every database has a current class: the first one holds every result and feedback entry so far, and
-- started when the first of them arrived (or now, on a new database).
INSERT INTO "classes" ("name", "started_at")
SELECT 'Class 1', coalesce(least((SELECT min("created_at") FROM "results"), (SELECT min("created_at") FROM "feedback")), now());--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "class_id" integer DEFAULT current_class_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "class_id" integer DEFAULT current_class_id() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_one_current" ON "classes" USING btree (("ended_at" is null)) WHERE "classes"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_class_id_idx" ON "feedback" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "results_class_id_idx" ON "results" USING btree ("class_id");