SELECT o.id
FROM orders o
JOIN customers c ON c.id = o.customer_id
WHERE o.status IN (3, 5)
  AND c.active = 1
  AND o.kind = 2
  AND o.channel IN (0, 1, 9)
  AND o.priority BETWEEN 2 AND 7;
SELECT CASE o.grade WHEN 3 THEN 'gold' WHEN 5 THEN 'silver' END FROM orders o;
