-- Issue 21: a partner's name in English for `/en`; empty means the page shows the Ukrainian name.
ALTER TABLE partners ADD COLUMN name_en text NOT NULL DEFAULT '';
