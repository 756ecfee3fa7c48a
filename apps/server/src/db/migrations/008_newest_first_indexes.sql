-- Every list is read newest first, a page at a time (issue 20: 1,000 reviews, 200 partners):
-- the tables that had no index for that order get one, as news_posts and gallery_images have.
CREATE INDEX reviews_newest ON reviews (created_at DESC, id DESC);
CREATE INDEX partners_newest ON partners (created_at DESC, id DESC);
CREATE INDEX excursions_newest ON excursions (created_at DESC, id DESC);
CREATE INDEX pdf_documents_newest ON pdf_documents (created_at DESC, id DESC);
