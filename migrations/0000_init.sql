CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casting_results" (
	"yeji_agent_name" varchar(100) NOT NULL,
	"studio_counterpart_name" varchar(100) NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"no_agreement" boolean DEFAULT false NOT NULL,
	"amount_paid" numeric(14, 2),
	"additional_terms" text DEFAULT '' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" varchar(64),
	"request_hash" varchar(64),
	CONSTRAINT "casting_results_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "deck_settings" (
	"deck_key" varchar(32) PRIMARY KEY NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_downloadable" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100),
	"rating" integer NOT NULL,
	"comments" text,
	"favorite_part" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "legal_fee_results" (
	"shinhwa_associate_name" varchar(100) NOT NULL,
	"daesung_gc_name" varchar(100) NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"no_agreement" boolean DEFAULT false NOT NULL,
	"amount_paid" numeric(14, 2),
	"additional_terms" text DEFAULT '' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" varchar(64),
	"request_hash" varchar(64),
	CONSTRAINT "legal_fee_results_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulation_settings" (
	"sim_key" varchar(32) PRIMARY KEY NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_accessible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;