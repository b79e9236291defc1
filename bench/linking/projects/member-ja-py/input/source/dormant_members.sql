-- 休眠会員の抽出（夜間バッチ）
SELECT m.id, m.email
FROM members m
WHERE m.last_login_at < CURRENT_DATE - INTERVAL '365 days'
  AND m.status = 1
ORDER BY m.id;
