ALTER TABLE "groups" DROP CONSTRAINT "groups_kind_values";--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "role" varchar(64);--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "assignment_id" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "table_no" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_assignment_table_unique" UNIQUE("assignment_id","table_no");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_kind_values" CHECK ("groups"."kind" in ('team', 'pair', 'trio'));--> statement-breakpoint
-- every table of every published assignment becomes its group, with the members still seated
INSERT INTO "groups" ("class_id", "kind", "assignment_id", "table_no")
SELECT a."class_id",
       CASE WHEN jsonb_array_length(t."value"->'members') >= 3 THEN 'trio' ELSE 'pair' END,
       a."id", (t."value"->>'table')::integer
FROM "assignments" a, jsonb_array_elements(a."state"->'pairs') t
WHERE a."published_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "group_members" ("group_id", "seat_id", "role", "position")
SELECT g."id", (m."value"->>'seatId')::integer, m."value"->>'role', m."ordinality"::integer
FROM "groups" g
JOIN "assignments" a ON a."id" = g."assignment_id"
JOIN LATERAL jsonb_array_elements(a."state"->'pairs') t ON (t."value"->>'table')::integer = g."table_no"
JOIN LATERAL jsonb_array_elements(t."value"->'members') WITH ORDINALITY m ON true
WHERE EXISTS (SELECT 1 FROM "seats" s WHERE s."id" = (m."value"->>'seatId')::integer)
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "deals" d SET "group_id" = g."id"
FROM "groups" g
WHERE g."assignment_id" = d."assignment_id" AND g."table_no" = d."table_no";
