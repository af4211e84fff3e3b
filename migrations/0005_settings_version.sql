CREATE TABLE "settings_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "settings_version_one_row" CHECK ("settings_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "settings_version" ("id", "version") VALUES (1, 0);