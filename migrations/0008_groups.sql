CREATE TABLE "group_devices" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"seat_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_seat_id_pk" PRIMARY KEY("group_id","seat_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer DEFAULT current_class_id() NOT NULL,
	"kind" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_kind_values" CHECK ("groups"."kind" in ('team', 'pair'))
);
--> statement-breakpoint
ALTER TABLE "tariff_teams" ADD COLUMN "group_id" integer;--> statement-breakpoint
-- every existing team becomes a group of kind 'team' (same id), and its devices the group's devices
INSERT INTO "groups" ("id", "class_id", "kind", "created_at")
  SELECT t."id", g."class_id", 'team', g."created_at" FROM "tariff_teams" t JOIN "tariff_games" g ON g."id" = t."game_id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('groups', 'id'), coalesce((SELECT max("id") FROM "groups"), 0) + 1, false);--> statement-breakpoint
UPDATE "tariff_teams" SET "group_id" = "id";--> statement-breakpoint
ALTER TABLE "tariff_teams" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
INSERT INTO "group_devices" ("token_hash", "group_id", "created_at")
  SELECT "token_hash", "team_id", "created_at" FROM "tariff_devices";--> statement-breakpoint
ALTER TABLE "group_devices" ADD CONSTRAINT "group_devices_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_devices_group_id_idx" ON "group_devices" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_members_seat_id_idx" ON "group_members" USING btree ("seat_id");--> statement-breakpoint
ALTER TABLE "tariff_teams" ADD CONSTRAINT "tariff_teams_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_teams" ADD CONSTRAINT "tariff_teams_group_id_unique" UNIQUE("group_id");