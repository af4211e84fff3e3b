CREATE TABLE "case_packages" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"zip" bytea NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "case_packages_slug_unique" UNIQUE("slug")
);
