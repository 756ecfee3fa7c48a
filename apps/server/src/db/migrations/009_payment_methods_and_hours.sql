-- Issue 21: each payment method's own details, the English recipient and purpose, and the
-- opening hours of every place of the page that states them, all edited by a volunteer.
ALTER TABLE site_settings
  ADD COLUMN recipient_en text NOT NULL DEFAULT 'Busha Cow Shelter charity',
  ADD COLUMN purpose_en text NOT NULL DEFAULT 'Top-up of the shelter''s jar account',
  ADD COLUMN monobank_jar_url text NOT NULL DEFAULT '',
  ADD COLUMN paypal_donate_url text NOT NULL DEFAULT '',
  ADD COLUMN transfer_city_ua text NOT NULL DEFAULT 'Вінниця',
  ADD COLUMN transfer_city_en text NOT NULL DEFAULT 'Vinnytsia',
  ADD COLUMN transfer_country_ua text NOT NULL DEFAULT 'Україна',
  ADD COLUMN transfer_country_en text NOT NULL DEFAULT 'Ukraine',
  ADD COLUMN swift_beneficiary text NOT NULL DEFAULT 'CO BUSHA COW SHELTER',
  ADD COLUMN swift_iban text NOT NULL DEFAULT 'UA273052990000026009876543210',
  ADD COLUMN swift_currency text NOT NULL DEFAULT 'USD',
  ADD COLUMN swift_bank_name text NOT NULL DEFAULT 'JSC CB PRIVATBANK',
  ADD COLUMN swift_bank_address text NOT NULL DEFAULT '1D Hrushevskoho Str., Kyiv, 01001, Ukraine',
  ADD COLUMN swift_intermediary text NOT NULL DEFAULT 'JP Morgan Chase Bank, New York, USA, SWIFT CHASUS33',
  -- The specification's three statements (contacts, footer, FAQ), until a volunteer makes them one.
  ADD COLUMN opening_hours jsonb NOT NULL DEFAULT '{
    "contacts": {"days": [1, 2, 3, 4, 5, 6, 7], "open": "10:00", "close": "20:00"},
    "footer": {"days": [1, 2, 3, 4, 5], "open": "10:00", "close": "18:00"},
    "faq": {"days": [1, 2, 3, 4, 5, 6, 7], "open": "10:00", "close": "18:00"}
  }';
