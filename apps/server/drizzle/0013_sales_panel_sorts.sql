DROP INDEX "sales_orders_company_updated_idx";--> statement-breakpoint
CREATE INDEX "sales_orders_company_total_idx" ON "sales_orders" USING btree ("company_id","total");--> statement-breakpoint
CREATE INDEX "sales_orders_company_currency_idx" ON "sales_orders" USING btree ("company_id","currency");--> statement-breakpoint
CREATE INDEX "sales_orders_company_accounting_idx" ON "sales_orders" USING btree ("company_id","number_in_accounting");--> statement-breakpoint
CREATE INDEX "sales_orders_unsynced_number_idx" ON "sales_orders" USING btree ("company_id","order_number") WHERE "sales_orders"."sync_status" <> 'Success';--> statement-breakpoint
CREATE INDEX "sales_orders_unsynced_customer_idx" ON "sales_orders" USING btree ("company_id","customer") WHERE "sales_orders"."sync_status" <> 'Success';--> statement-breakpoint
CREATE INDEX "sales_orders_unsynced_currency_idx" ON "sales_orders" USING btree ("company_id","currency") WHERE "sales_orders"."sync_status" <> 'Success';--> statement-breakpoint
CREATE INDEX "sales_orders_unsynced_total_idx" ON "sales_orders" USING btree ("company_id","total") WHERE "sales_orders"."sync_status" <> 'Success';--> statement-breakpoint
CREATE INDEX "sales_orders_unsynced_date_idx" ON "sales_orders" USING btree ("company_id","order_date") WHERE "sales_orders"."sync_status" <> 'Success';--> statement-breakpoint
CREATE INDEX "sales_orders_unsynced_updated_idx" ON "sales_orders" USING btree ("company_id","last_updated") WHERE "sales_orders"."sync_status" <> 'Success';--> statement-breakpoint
CREATE INDEX "sales_orders_unsynced_accounting_idx" ON "sales_orders" USING btree ("company_id","number_in_accounting") WHERE "sales_orders"."sync_status" <> 'Success';--> statement-breakpoint
CREATE INDEX "sales_orders_company_updated_idx" ON "sales_orders" USING btree ("company_id","last_updated" DESC NULLS FIRST,"id" DESC NULLS FIRST);