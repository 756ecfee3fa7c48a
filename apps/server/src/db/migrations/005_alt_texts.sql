-- Alternative texts of every image record in both languages (CONTRACT.md, Alternative texts).
ALTER TABLE news_posts ADD COLUMN alt_ua text NOT NULL DEFAULT '', ADD COLUMN alt_en text NOT NULL DEFAULT '';
ALTER TABLE excursions ADD COLUMN alt_ua text NOT NULL DEFAULT '', ADD COLUMN alt_en text NOT NULL DEFAULT '';
ALTER TABLE gallery_images ADD COLUMN alt_ua text NOT NULL DEFAULT '', ADD COLUMN alt_en text NOT NULL DEFAULT '';
ALTER TABLE partners ADD COLUMN alt_ua text NOT NULL DEFAULT '', ADD COLUMN alt_en text NOT NULL DEFAULT '';
