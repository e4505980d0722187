-- The gift loop: one row per sent puzzle, and the milestones its sender watches.
-- Secrets: shuffle_seed never leaves the server (only the shuffle it yields is
-- issued); of the watch token only its SHA-256 is stored, as for sessions.

CREATE TABLE puzzles (
  id               TEXT PRIMARY KEY,         -- 16 random url-safe characters
  message          TEXT NOT NULL,            -- revealed only after a replayed solve
  grid_size        INTEGER NOT NULL CHECK (grid_size IN (3, 4, 5, 10)),
  font_style       TEXT NOT NULL,
  is_public        INTEGER NOT NULL CHECK (is_public IN (0, 1)),
  sender_name      TEXT NOT NULL,
  sender_email     TEXT NOT NULL,
  recipient_name   TEXT NOT NULL,
  recipient_email  TEXT NOT NULL,
  consent          INTEGER NOT NULL CHECK (consent IN (0, 1)), -- sender agreed to notification mails
  image_file       TEXT NOT NULL,            -- name under DATA_DIR/uploads/puzzles/
  width            INTEGER NOT NULL,         -- of the stored image, pixels
  height           INTEGER NOT NULL,
  shuffle_seed     INTEGER NOT NULL,         -- random; each grid side derives its own shuffle from it
  watch_token_hash TEXT NOT NULL,            -- hex SHA-256 of the sender's watch token
  created_at       INTEGER NOT NULL,         -- ms since epoch
  solved_at        INTEGER                   -- first replayed solve
);

CREATE TABLE puzzle_events (
  puzzle_id TEXT NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  kind      TEXT NOT NULL CHECK (kind IN ('opened', 'first-move', 'halfway', 'solved')),
  at        INTEGER NOT NULL,                -- ms since epoch
  UNIQUE (puzzle_id, kind)                   -- each milestone happens once
);
