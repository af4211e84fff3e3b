CREATE TABLE "role_rules" (
	"sim_key" varchar(32) PRIMARY KEY NOT NULL,
	"assigned_only" boolean DEFAULT false NOT NULL,
	"unseated_access" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
