CREATE TABLE "agreement_versions" (
	"deal_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"entered_by" integer,
	"confirmed_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_versions_deal_id_version_pk" PRIMARY KEY("deal_id","version"),
	CONSTRAINT "agreement_versions_idempotency_unique" UNIQUE("deal_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "deal_drafts" (
	"seat_id" integer NOT NULL,
	"sim_key" varchar(32) NOT NULL,
	"form" varchar(16) NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_drafts_seat_id_sim_key_form_pk" PRIMARY KEY("seat_id","sim_key","form")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer DEFAULT current_class_id() NOT NULL,
	"sim_key" varchar(32) NOT NULL,
	"assignment_id" integer NOT NULL,
	"table_no" integer NOT NULL,
	"first_offer_role" varchar(64),
	"first_offer_amount" numeric(14, 2),
	"first_offer_recorded_by" integer,
	"first_offer_at" timestamp with time zone,
	"agreement_version" integer DEFAULT 0 NOT NULL,
	"status" varchar(16),
	"dispute_note" text,
	"dispute_by" integer,
	"final_at" timestamp with time zone,
	"by_instructor" boolean DEFAULT false NOT NULL,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_assignment_table_unique" UNIQUE("assignment_id","table_no"),
	CONSTRAINT "deals_status_values" CHECK ("deals"."status" in ('waiting', 'confirmed', 'disputed'))
);
--> statement-breakpoint
CREATE TABLE "debrief_releases" (
	"class_id" integer NOT NULL,
	"sim_key" varchar(32) NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debrief_releases_class_id_sim_key_pk" PRIMARY KEY("class_id","sim_key")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"seat_id" integer NOT NULL,
	"sim_key" varchar(32) NOT NULL,
	"body" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_seat_id_sim_key_pk" PRIMARY KEY("seat_id","sim_key")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"seat_id" integer NOT NULL,
	"sim_key" varchar(32) NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_seat_id_sim_key_pk" PRIMARY KEY("seat_id","sim_key")
);
--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "deal_id" integer;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "confirmed_by_both" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "table_no" integer;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "first_offer_role" varchar(64);--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "first_offer_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "contingent_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "contingent_condition" text;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_entered_by_seats_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_drafts" ADD CONSTRAINT "deal_drafts_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_first_offer_recorded_by_seats_id_fk" FOREIGN KEY ("first_offer_recorded_by") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_dispute_by_seats_id_fk" FOREIGN KEY ("dispute_by") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debrief_releases" ADD CONSTRAINT "debrief_releases_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_class_sim_idx" ON "deals" USING btree ("class_id","sim_key");--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_deal_id_unique" UNIQUE("deal_id");