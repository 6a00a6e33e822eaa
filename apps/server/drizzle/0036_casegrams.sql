-- The case list's keyword of one or two characters (issue 9): pg_trgm has no trigram for it, so its count read
-- every project of the company. case_list_grams gives every character and every pair of neighbouring characters
-- of the lower-cased texts (joined by a newline: a pair across two texts is one more key, never a missing one), for
-- GIN expression indexes that hold every keyword of one or two characters a row's ILIKE '%…%' can match.
-- One expression of C functions (regexp_replace pairs the characters from the first and from the second one, chr(1)
-- splits the pairs), so that PostgreSQL inlines it: the same with generate_series and array_agg cost 0.4 ms a row
-- on PGlite wherever a plan evaluates it per row (a filter), this about 0.02 ms. A pending list of 64 kB, not 4 MB:
-- PGlite runs no autovacuum to empty a GIN index's pending list, and every search reads that list to its end
-- (fastupdate off instead made a project's insert 2-5 ms, 5,000 at once 9.8 s against 2.1 s).
CREATE OR REPLACE FUNCTION case_list_grams(VARIADIC texts text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT regexp_split_to_array(lower(array_to_string(texts, chr(10))), '')
    || string_to_array(regexp_replace(lower(array_to_string(texts, chr(10))), '(..)', '\1' || chr(1), 'g'), chr(1))
    || string_to_array(regexp_replace(substr(lower(array_to_string(texts, chr(10))), 2), '(..)', '\1' || chr(1), 'g'), chr(1))
$$;--> statement-breakpoint
CREATE INDEX "customers_case_grams_idx" ON "customers" USING gin (case_list_grams("client_name", (coalesce("address1", '') || coalesce("address2", '') || coalesce("address3", '')))) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "projects_case_grams_idx" ON "projects" USING gin (case_list_grams("case_name", "case_name_kana", "address")) WITH (gin_pending_list_limit=64);