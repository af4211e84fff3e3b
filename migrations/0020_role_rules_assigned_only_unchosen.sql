-- "Assigned roles only" unchosen (null) follows the class: on while the current class has a published
-- assignment of the case. The rows already stored are choices the instructor made, and stay as they are.
ALTER TABLE "role_rules" ALTER COLUMN "assigned_only" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "role_rules" ALTER COLUMN "assigned_only" DROP NOT NULL;