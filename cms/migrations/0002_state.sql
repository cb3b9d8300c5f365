-- Drupal's key/value "state": site secrets (private key, hash salt) and other small values that
-- must survive restarts. Values are text; callers encode anything structured themselves.
CREATE TABLE state (
  name  text PRIMARY KEY,
  value text NOT NULL
);
