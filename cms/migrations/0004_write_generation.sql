-- The write generation: one number, bumped by every transaction that changes `entity`, at its
-- commit and atomically with it. Every cms process reads it before serving a cached collection
-- count (`CountCache`), so a count computed before a write committed through another process (or
-- the admin CLI, an import, a seed) is never served after it.
CREATE TABLE cms_write_generation (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  generation bigint NOT NULL
);

INSERT INTO cms_write_generation (id, generation) VALUES (true, 0);

-- Once per transaction (a transaction-local flag), whatever the number of rows it changed. The
-- table is looked up in the schema of the changed table, whatever the session's search_path.
CREATE FUNCTION cms_bump_write_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('cms.write_generation_bumped', true), '') = 'on' THEN RETURN NULL; END IF; PERFORM set_config('cms.write_generation_bumped', 'on', true); EXECUTE format('UPDATE %I.cms_write_generation SET generation = generation + 1 WHERE id', TG_TABLE_SCHEMA); RETURN NULL; END
$$;

-- Deferred to the commit: the row lock on the generation is then the last lock the transaction
-- takes, so two concurrent writers cannot deadlock on it (an immediate trigger would take it in
-- the middle of a transaction still to lock rows another writer holds).
CREATE CONSTRAINT TRIGGER entity_write_generation AFTER INSERT OR UPDATE OR DELETE ON entity
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cms_bump_write_generation();

-- TRUNCATE has no row triggers; it holds the whole table anyway.
CREATE TRIGGER entity_truncate_write_generation AFTER TRUNCATE ON entity
  FOR EACH STATEMENT EXECUTE FUNCTION cms_bump_write_generation();
