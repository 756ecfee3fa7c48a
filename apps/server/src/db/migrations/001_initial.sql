-- Every entity of the public-site and back-office specifications.

-- A stored upload: its widths (images) or its one file (PDF), by storage key.
CREATE TABLE media (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('image', 'document')),
  content_type text NOT NULL,
  -- [{"width": 640, "height": 427, "key": "images/…/640.webp"}, …], narrowest first
  variants jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE news_posts (
  id serial PRIMARY KEY,
  title_ua text NOT NULL,
  title_en text NOT NULL,
  subtitle_ua text NOT NULL,
  subtitle_en text NOT NULL,
  content_ua text NOT NULL,
  content_en text NOT NULL,
  image_id integer REFERENCES media (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_posts_newest ON news_posts (created_at DESC, id DESC);

CREATE TABLE gallery_images (
  id serial PRIMARY KEY,
  image_id integer NOT NULL REFERENCES media (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gallery_images_newest ON gallery_images (created_at DESC, id DESC);

CREATE TABLE excursions (
  id serial PRIMARY KEY,
  title_ua text NOT NULL,
  title_en text NOT NULL,
  description_ua text NOT NULL,
  description_en text NOT NULL,
  amount_of_persons integer NOT NULL,
  time_from double precision NOT NULL,
  time_to double precision NOT NULL,
  image_id integer REFERENCES media (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  name_ua text NOT NULL,
  name_en text NOT NULL,
  review_ua text NOT NULL,
  review_en text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE partners (
  id serial PRIMARY KEY,
  name text NOT NULL,
  link text NOT NULL,
  logo_id integer REFERENCES media (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pdf_documents (
  id serial PRIMARY KEY,
  title text NOT NULL,
  document_id integer NOT NULL REFERENCES media (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contacts (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email ON users (lower(email));

-- Site-wide values every instance shares (e.g. when the demo content was seeded).
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
