-- Creating a puzzle sends mail to an address the visitor types in, so it is
-- throttled per address like logins and reset requests. SQLite cannot change a
-- CHECK constraint in place: the table is rebuilt with the new kind allowed.
CREATE TABLE login_failures_new (
  ip   TEXT NOT NULL,
  at   INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'login' CHECK (kind IN ('login', 'reset', 'puzzle'))
);
INSERT INTO login_failures_new (ip, at, kind) SELECT ip, at, kind FROM login_failures;
DROP TABLE login_failures;
ALTER TABLE login_failures_new RENAME TO login_failures;
CREATE INDEX login_failures_kind_ip_at ON login_failures(kind, ip, at);
CREATE INDEX login_failures_at ON login_failures(at);
