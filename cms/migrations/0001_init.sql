-- Every entity (nodes, taxonomy terms, users, files) in one table: the JSON:API engine, access
-- checks and revisions work the same way for all of them. Base fields that queries filter or sort
-- on are columns; bundle fields live in `fields` (JSON:API names as keys).
CREATE TABLE entity (
  id          serial PRIMARY KEY,
  uuid        uuid NOT NULL UNIQUE,
  entity_type text NOT NULL,
  bundle      text NOT NULL,
  vid         integer NOT NULL DEFAULT 0,
  langcode    text NOT NULL DEFAULT 'fr',
  label       text NOT NULL,
  status      boolean NOT NULL DEFAULT true,
  uid         integer,
  created     timestamptz NOT NULL DEFAULT now(),
  changed     timestamptz NOT NULL DEFAULT now(),
  path_alias  text,
  weight      integer NOT NULL DEFAULT 0,
  fields      jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE UNIQUE INDEX entity_path_alias ON entity (path_alias) WHERE path_alias IS NOT NULL;
CREATE INDEX entity_listing ON entity (entity_type, bundle, status, created DESC, id);
CREATE INDEX entity_changed ON entity (entity_type, bundle, changed DESC);
CREATE INDEX entity_label ON entity (entity_type, bundle, label);
CREATE INDEX entity_owner ON entity (uid);
CREATE INDEX entity_fields ON entity USING gin (fields jsonb_path_ops);
CREATE UNIQUE INDEX user_name ON entity (lower(label)) WHERE entity_type = 'user';
CREATE UNIQUE INDEX user_mail ON entity (lower(fields->>'mail')) WHERE entity_type = 'user' AND fields->>'mail' IS NOT NULL;

-- One row per saved revision (a full snapshot); entity.vid points at the default one.
CREATE TABLE entity_revision (
  vid                serial PRIMARY KEY,
  entity_id          integer NOT NULL REFERENCES entity (id) ON DELETE CASCADE,
  label              text NOT NULL,
  status             boolean NOT NULL,
  uid                integer,
  path_alias         text,
  weight             integer NOT NULL DEFAULT 0,
  fields             jsonb NOT NULL,
  changed            timestamptz NOT NULL,
  revision_uid       integer,
  revision_timestamp timestamptz NOT NULL DEFAULT now(),
  revision_log       text
);

CREATE INDEX entity_revision_entity ON entity_revision (entity_id, vid DESC);

-- Credentials and roles of user entities (never served as attributes).
CREATE TABLE user_account (
  uid    integer PRIMARY KEY REFERENCES entity (id) ON DELETE CASCADE,
  pass   text,
  roles  text[] NOT NULL DEFAULT '{}',
  login  timestamptz,
  access timestamptz
);

-- Drupal's system accounts: uid 0 (anonymous) and uid 1 (the site's first administrator).
INSERT INTO entity (id, uuid, entity_type, bundle, label, status, created, changed, fields)
VALUES
  (0, gen_random_uuid(), 'user', 'user', '', false, now(), now(), '{}'::jsonb),
  (1, gen_random_uuid(), 'user', 'user', 'admin', true, now(), now(), '{"mail": "admin@example.org"}'::jsonb);

INSERT INTO user_account (uid, roles) VALUES (0, '{anonymous}'), (1, '{authenticated,administrator}');

SELECT setval('entity_id_seq', 1);

-- Sessions of cookie authentication: the cookie carries the id, the table its SHA-256.
CREATE TABLE session (
  sid_hash   text PRIMARY KEY,
  uid        integer NOT NULL REFERENCES entity (id) ON DELETE CASCADE,
  csrf_seed  text NOT NULL,
  created    timestamptz NOT NULL DEFAULT now(),
  accessed   timestamptz NOT NULL DEFAULT now(),
  expires    timestamptz NOT NULL
);

CREATE INDEX session_uid ON session (uid);

-- Flood control events (failed logins), as Drupal's `flood` table.
CREATE TABLE flood (
  fid        bigserial PRIMARY KEY,
  event      text NOT NULL,
  identifier text NOT NULL,
  timestamp  timestamptz NOT NULL DEFAULT now(),
  expiration timestamptz NOT NULL
);

CREATE INDEX flood_lookup ON flood (event, identifier, timestamp);

-- Webform submissions (the contact form).
CREATE TABLE webform_submission (
  sid        serial PRIMARY KEY,
  webform_id text NOT NULL,
  uid        integer,
  data       jsonb NOT NULL,
  created    timestamptz NOT NULL DEFAULT now()
);
