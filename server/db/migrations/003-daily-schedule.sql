-- The admin's schedule of daily content, one row per calendar day and game.
-- The word day is a UTC day; the picture day is the visitor's local day (the
-- same 'YYYY-MM-DD' key, chosen by the client and checked to be within a day).

CREATE TABLE word_schedule (
  date       TEXT PRIMARY KEY CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  word       TEXT NOT NULL CHECK (word = upper(word) AND length(word) > 0),
  shuffled   TEXT NOT NULL CHECK (shuffled = upper(shuffled) AND length(shuffled) = length(word)),
  definition TEXT NOT NULL,
  sentence   TEXT NOT NULL,                  -- an example sentence using the word
  quote      TEXT NOT NULL,
  updated_at INTEGER NOT NULL                -- ms since epoch
);

CREATE TABLE puzzle_schedule (
  date       TEXT PRIMARY KEY CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  image_path TEXT NOT NULL UNIQUE,           -- 'pod-images/<date>__<name>.jpg' under DATA_DIR/uploads
  message    TEXT NOT NULL,
  width      INTEGER NOT NULL,               -- of the stored image, pixels
  height     INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
