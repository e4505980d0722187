-- The login throttle's table also counts password-reset requests per IP (to
-- limit mail abuse), so every row says which action it counts against.
ALTER TABLE login_failures ADD COLUMN kind TEXT NOT NULL DEFAULT 'login' CHECK (kind IN ('login', 'reset'));
DROP INDEX login_failures_ip_at;
CREATE INDEX login_failures_kind_ip_at ON login_failures(kind, ip, at);
CREATE INDEX login_failures_at ON login_failures(at);
