-- Issue 17 (site search): names are compared through search_key(), lower case without accents or punctuation
-- ("Montréal Canadiens" → "montreal canadiens", "St. Louis" → "st louis"). It is plain SQL (lower + translate +
-- regexp_replace), so it is IMMUTABLE and needs no extension: `unaccent` is not in PGlite, and its dictionary
-- function is only STABLE, which an index expression refuses. Each searched name gets a trigram GIN index on its
-- key: it serves the substring match (LIKE '%sonics%') and the typo-tolerant word similarity (<%) alike, on
-- PostgreSQL and PGlite (pg_trgm, migration 0006). Full-text search was not chosen: its stemming and stop words
-- suit prose, not names, and it matches neither partial words ("lebr") nor typos ("Gretsky").
-- translate() over multibyte letters costs ~20 µs a name, so it runs only on names that are not plain ASCII.
CREATE OR REPLACE FUNCTION search_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(CASE WHEN octet_length(t) = char_length(t) THEN t ELSE translate(t,
    'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīĮįŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőŘřŚśŠšŞşŤťÙÚÛÜùúûüŪūŮůŰűÝýÿŹźŻżŽž',
    'AAAAAAaaaaaaAaAaAaCcCcCcDdEEEEeeeeEeEeEeEeIIIIiiiiIiIiLlNnNnNnOOOOOOooooooOoOoRrSsSsSsTtUUUUuuuuUuUuUuYyyZzZzZz') END),
    '[^a-z0-9]+', ' ', 'g'))
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_search_key_trgm_idx" ON "people" USING gin (search_key("full_name") public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "team_identities_search_key_trgm_idx" ON "team_identities" USING gin (search_key("name") public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "teams_search_key_trgm_idx" ON "teams" USING gin (search_key("name") public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "championships_search_key_trgm_idx" ON "championships" USING gin (search_key("name") public.gin_trgm_ops);
