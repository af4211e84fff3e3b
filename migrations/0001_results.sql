CREATE TABLE "results" (
	"sim_key" varchar(32) NOT NULL,
	"id" serial NOT NULL,
	"reporter_name" varchar(100) NOT NULL,
	"counterpart_name" varchar(100) NOT NULL,
	"no_agreement" boolean DEFAULT false NOT NULL,
	"amount_paid" numeric(14, 2),
	"additional_terms" text DEFAULT '' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" varchar(64),
	"request_hash" varchar(64),
	CONSTRAINT "results_sim_key_id_pk" PRIMARY KEY("sim_key","id"),
	CONSTRAINT "results_sim_key_idempotency_key_unique" UNIQUE("sim_key","idempotency_key")
);
--> statement-breakpoint
-- Every row of the two former tables moves here with its id, under its simulation's registry key.
INSERT INTO "results" ("sim_key", "id", "reporter_name", "counterpart_name", "no_agreement", "amount_paid", "additional_terms", "is_hidden", "created_at", "idempotency_key", "request_hash")
SELECT 'queenOfSorrows', "id", "yeji_agent_name", "studio_counterpart_name", "no_agreement", "amount_paid", "additional_terms", "is_hidden", "created_at", "idempotency_key", "request_hash" FROM "casting_results";--> statement-breakpoint
INSERT INTO "results" ("sim_key", "id", "reporter_name", "counterpart_name", "no_agreement", "amount_paid", "additional_terms", "is_hidden", "created_at", "idempotency_key", "request_hash")
SELECT 'shinhwaDaesung', "id", "shinhwa_associate_name", "daesung_gc_name", "no_agreement", "amount_paid", "additional_terms", "is_hidden", "created_at", "idempotency_key", "request_hash" FROM "legal_fee_results";--> statement-breakpoint
-- New rows are numbered after every migrated id, so no id is ever reused within a simulation.
SELECT setval(pg_get_serial_sequence('results', 'id'), (SELECT coalesce(max("id"), 0) + 1 FROM "results"), false);--> statement-breakpoint
DROP TABLE "casting_results" CASCADE;--> statement-breakpoint
DROP TABLE "legal_fee_results" CASCADE;--> statement-breakpoint
CREATE INDEX "results_created_at_idx" ON "results" USING btree ("created_at");