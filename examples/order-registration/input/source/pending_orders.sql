-- Orders that the nightly job must re-examine.
SELECT o.id, o.email, o.status
FROM orders o
WHERE o.status IN (3, 5)
ORDER BY o.id;
