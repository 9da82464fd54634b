-- The search's typos that trigrams miss (docs/areas/search.md, "What a text matches"): two letters swapped in a
-- short name (`Simth`, `Jonhson`) or a name written as it sounds, one letter off (`Smyth`). fuzzystrmatch gives
-- dmetaphone (a phonetic code: Smith and Simth are both SM0) and levenshtein_less_equal; an index on the code of each
-- person's last and first name, on the expression the search's SQL writes (libs/api/platform/src/search/repository.ts),
-- finds the names that sound like a word in a few index reads. A swap of two consonants (`Smtih`) changes the code:
-- the search then reads the swapped spellings themselves by the existing users_last_name_idx and users_first_name_idx.
-- fuzzystrmatch is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE INDEX "users_last_name_dmetaphone_idx" ON "users" USING btree (dmetaphone(lower("last_name")));--> statement-breakpoint
CREATE INDEX "users_first_name_dmetaphone_idx" ON "users" USING btree (dmetaphone(lower("first_name")));
