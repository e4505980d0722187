-- AI puzzle cards. A card is a puzzle (sent, played, solved and watched like a
-- gift) with a kind of 'card'; what only cards have lives beside it. Secrets: a
-- coupon's code and the business's redeem key are stored only as SHA-256 hashes.

ALTER TABLE puzzles ADD COLUMN kind TEXT NOT NULL DEFAULT 'gift' CHECK (kind IN ('gift', 'card'));

-- Pictures generated for the card creator, before (and whether or not) a card is sent.
CREATE TABLE card_images (
  id         TEXT PRIMARY KEY,               -- random; the creator sends it back with the card
  file       TEXT NOT NULL,                  -- name under DATA_DIR/uploads/pod-images/
  width      INTEGER NOT NULL,
  height     INTEGER NOT NULL,
  prompt     TEXT NOT NULL,                  -- what the picture was made from
  created_at INTEGER NOT NULL
);
CREATE INDEX card_images_created ON card_images(created_at);

-- The sweep of unsent pictures asks, for each old picture, whether a card uses its file.
CREATE INDEX puzzles_card_image ON puzzles(image_file) WHERE kind = 'card';

CREATE TABLE cards (
  puzzle_id    TEXT PRIMARY KEY REFERENCES puzzles(id) ON DELETE CASCADE,
  card_type    TEXT NOT NULL CHECK (card_type IN ('invitation', 'greeting', 'anniversary', 'holiday', 'coupon')),
  occasion     TEXT NOT NULL,
  event_date   TEXT,                         -- 'YYYY-MM-DD' or null
  tone         TEXT NOT NULL,
  image_prompt TEXT NOT NULL                 -- what the picture was made from
);

CREATE TABLE coupons (
  puzzle_id         TEXT PRIMARY KEY REFERENCES puzzles(id) ON DELETE CASCADE,
  offer_description TEXT NOT NULL,
  terms_conditions  TEXT NOT NULL,
  business_name     TEXT NOT NULL,
  business_location TEXT NOT NULL,
  start_date        TEXT,                    -- first day it may be redeemed ('YYYY-MM-DD'), inclusive
  expiration_date   TEXT,                    -- last day, inclusive
  code_hash         TEXT NOT NULL,           -- hex SHA-256 of the single-use code
  redeem_key_hash   TEXT NOT NULL,           -- hex SHA-256 of the business's redeem key
  redeemed_at       INTEGER                  -- ms since epoch of its one redemption
);

CREATE TABLE rsvps (
  puzzle_id   TEXT PRIMARY KEY REFERENCES puzzles(id) ON DELETE CASCADE,
  answer      TEXT NOT NULL CHECK (answer IN ('yes', 'no', 'maybe')),
  note        TEXT NOT NULL,
  answered_at INTEGER NOT NULL               -- the latest answer wins
);

-- Generating a picture costs money and redeeming guesses codes: both are counted
-- like logins. SQLite cannot change a CHECK constraint in place: the table is rebuilt.
CREATE TABLE login_failures_new (
  ip   TEXT NOT NULL,                        -- an address, or 'user:<id>' for per-account limits
  at   INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'login' CHECK (kind IN ('login', 'reset', 'puzzle', 'card-image-visitor', 'card-image-member', 'redeem'))
);
INSERT INTO login_failures_new (ip, at, kind) SELECT ip, at, kind FROM login_failures;
DROP TABLE login_failures;
ALTER TABLE login_failures_new RENAME TO login_failures;
CREATE INDEX login_failures_kind_ip_at ON login_failures(kind, ip, at);
CREATE INDEX login_failures_at ON login_failures(at);
