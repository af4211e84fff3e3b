ALTER TABLE "deals" ADD COLUMN "dispute_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "dispute_notes" ADD COLUMN "amount" numeric(14, 2);