CREATE VIEW slots WITH (security_barrier) AS
    SELECT CASE WHEN stakind1 = 7 THEN stavalues1 END AS bounds FROM pg_statistic;
