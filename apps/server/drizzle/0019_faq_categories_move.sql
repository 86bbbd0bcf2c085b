-- FAQ categories move from a text on each item (and the generic resource `faq-categories`) to
-- their own table; the items keep their category.
INSERT INTO "faq_categories" ("key", "name_sv", "name_en", "sort_order")
SELECT DISTINCT "category",
  CASE "category" WHEN 'import' THEN 'Historik och import' WHEN 'booking' THEN 'Bokföring'
    WHEN 'connection' THEN 'Anslutning' WHEN 'general' THEN 'Allmänt' ELSE "category" END,
  CASE "category" WHEN 'import' THEN 'History and import' WHEN 'booking' THEN 'Bookkeeping'
    WHEN 'connection' THEN 'Connecting' WHEN 'general' THEN 'General' ELSE "category" END,
  0
FROM "faq_items" WHERE "category" <> ''
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "faq_categories" ("key", "name_sv", "name_en", "sort_order")
SELECT 'c' || "id", "data" ->> 'name_sv', "data" ->> 'name_en', coalesce(("data" ->> 'sort_order')::int, 0)
FROM "generic_records" WHERE "resource" = 'faq-categories'
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DELETE FROM "generic_records" WHERE "resource" = 'faq-categories';--> statement-breakpoint
UPDATE "faq_items" i SET "category_id" = c."id" FROM "faq_categories" c WHERE c."key" = i."category";--> statement-breakpoint
-- Notification preferences per kind: every user gets the new kinds' defaults; product news by
-- e-mail becomes system notifications by e-mail.
UPDATE "users" SET "notification_settings" =
  ('{"in_app_sync_errors":true,"email_sync_errors":true,"in_app_messages":true,"email_messages":true,"in_app_todos":true,"email_todos":false,"in_app_system":true,"email_system":false,"in_app_payouts":true,"email_payouts":false,"in_app_faq":true,"email_faq":false,"email_weekly_summary":false}'::jsonb
    || jsonb_build_object('email_system', coalesce(("notification_settings" ->> 'email_product_news')::boolean, false))
    || ("notification_settings" - 'email_product_news'));--> statement-breakpoint
UPDATE "notifications" SET "kind" = 'system' WHERE "system_notification_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_items" DROP COLUMN "category";
