-- Users, as Drupal's user entity: uid 0 is the anonymous user, uid 1 the site's first administrator.
CREATE TABLE users (
  uid        integer PRIMARY KEY,
  uuid       uuid NOT NULL UNIQUE,
  name       text NOT NULL UNIQUE,
  mail       text,
  pass       text,
  status     boolean NOT NULL DEFAULT true,
  roles      text[] NOT NULL DEFAULT '{}',
  created    timestamptz NOT NULL DEFAULT now(),
  changed    timestamptz NOT NULL DEFAULT now()
);

-- Content nodes of every bundle; bundle-specific fields live in the `fields` document.
CREATE TABLE node (
  nid        serial PRIMARY KEY,
  uuid       uuid NOT NULL UNIQUE,
  type       text NOT NULL,
  vid        integer NOT NULL DEFAULT 1,
  langcode   text NOT NULL DEFAULT 'fr',
  title      text NOT NULL,
  status     boolean NOT NULL DEFAULT true,
  promote    boolean NOT NULL DEFAULT false,
  sticky     boolean NOT NULL DEFAULT false,
  uid        integer NOT NULL REFERENCES users (uid),
  created    timestamptz NOT NULL DEFAULT now(),
  changed    timestamptz NOT NULL DEFAULT now(),
  path_alias text UNIQUE,
  fields     jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE INDEX node_type_status_created ON node (type, status, created DESC);
