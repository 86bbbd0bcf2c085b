-- The sales panel's rows carry their sync entry's state (sync flag, reason, number in
-- accounting) so that a filtered, sorted page over a million orders is one index scan. The entry
-- is the one truth; this trigger keeps the copies, whichever code path updates the entry.
CREATE OR REPLACE FUNCTION sales_follow_entry() RETURNS trigger AS $$
BEGIN
  IF NEW.kind IN ('order', 'refund') THEN
    UPDATE sales_orders SET sync_status = NEW.status, reason = NEW.reason,
      number_in_accounting = NEW.target_reference, updated_at = NEW.updated_at
      WHERE sync_entry_id = NEW.id;
  ELSIF NEW.kind = 'payout' THEN
    UPDATE sales_payouts SET sync_status = NEW.status, reason = NEW.reason,
      number_in_accounting = NEW.target_reference, updated_at = NEW.updated_at
      WHERE sync_entry_id = NEW.id;
  ELSIF NEW.kind = 'article' THEN
    UPDATE synced_articles SET sync_status = NEW.status, reason = NEW.reason,
      updated_at = NEW.updated_at
      WHERE sync_entry_id = NEW.id;
  ELSIF NEW.kind = 'customer' THEN
    UPDATE synced_customers SET sync_status = NEW.status, reason = NEW.reason,
      updated_at = NEW.updated_at
      WHERE sync_entry_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sync_entries_sales_follow
  AFTER UPDATE OF status, reason, target_reference ON sync_entries
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.reason IS DISTINCT FROM NEW.reason
    OR OLD.target_reference IS DISTINCT FROM NEW.target_reference)
  EXECUTE FUNCTION sales_follow_entry();
