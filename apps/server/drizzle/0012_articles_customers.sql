-- e2 (ADR 024): what the ledger writes back to the shop's articles, per subscription.
ALTER TABLE "subscriptions" ADD COLUMN "article_write_back" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_article_write_back_check" CHECK ("subscriptions"."article_write_back" IN ('none', 'price', 'stock', 'both'));