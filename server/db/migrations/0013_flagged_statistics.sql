-- The planner cannot estimate the flagged rows' predicate, `cardinality(risk_flags) > 0`, and
-- guesses a third of the table: at a million rows PGlite then planned the flagged page (six rows)
-- as hash joins over the whole users table, three times, 7 ms a page. Statistics on the
-- expression give it the real share (ANALYZE fills them: the server runs it after a migration).
CREATE STATISTICS IF NOT EXISTS "transactions_risk_flag_count_stats" ON (cardinality("risk_flags")) FROM "gift_card_transactions";
