-- Items to reorder: below their threshold and not discontinued.
SELECT s.sku, s.available
FROM stock s
WHERE s.available < s.reorder_level
  AND s.discontinued = 0
  AND s.warehouse_id IN (1, 2);
