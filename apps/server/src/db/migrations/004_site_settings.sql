-- The payment details and social links a volunteer edits (CONTRACT.md, Site settings): one row.
CREATE TABLE site_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  recipient text NOT NULL,
  iban text NOT NULL,
  recipient_code text NOT NULL,
  purpose text NOT NULL,
  privatbank_card text NOT NULL,
  monobank_card text NOT NULL,
  paypal text NOT NULL,
  transfer_payee_ua text NOT NULL,
  transfer_payee_en text NOT NULL,
  swift_code text NOT NULL,
  facebook_url text NOT NULL,
  instagram_url text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Demo values that pass the shared schema's checks (IBAN mod-97, Luhn); replace them in the
-- back office before the site goes live.
INSERT INTO site_settings (
  id, recipient, iban, recipient_code, purpose, privatbank_card, monobank_card, paypal,
  transfer_payee_ua, transfer_payee_en, swift_code, facebook_url, instagram_url
) VALUES (
  1,
  'БО «Притулок для корів у Буші»',
  'UA213223130000026007233566001',
  '12345678',
  'Поповнення рахунку банки',
  '4111111111111111',
  '5375414100000008',
  'help@busha-shelter.example',
  'Іваненко Марія',
  'Mariia Ivanenko',
  'PBANUA2X',
  'https://www.facebook.com/busha.shelter',
  'https://www.instagram.com/busha.shelter'
);
