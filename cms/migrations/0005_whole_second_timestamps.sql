-- Drupal stores `created`, `changed` and revision timestamps as Unix seconds, so a value a client
-- read back (`2026-11-25T09:40:12+00:00`, or its 1795599612) finds the entity again in a filter.
-- Whole seconds are kept here too, whoever writes (the cms, the CLI, an import, plain SQL): a
-- trigger floors every written value to its second, as Drupal's request time is, and the values
-- stored before are floored once.
CREATE FUNCTION cms_whole_second_timestamps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'entity' THEN NEW.created := date_trunc('second', NEW.created); NEW.changed := date_trunc('second', NEW.changed); ELSE NEW.changed := date_trunc('second', NEW.changed); NEW.revision_timestamp := date_trunc('second', NEW.revision_timestamp); END IF; RETURN NEW; END
$$;

CREATE TRIGGER entity_whole_seconds BEFORE INSERT OR UPDATE ON entity
  FOR EACH ROW EXECUTE FUNCTION cms_whole_second_timestamps();

CREATE TRIGGER entity_revision_whole_seconds BEFORE INSERT OR UPDATE ON entity_revision
  FOR EACH ROW EXECUTE FUNCTION cms_whole_second_timestamps();

UPDATE entity SET created = created, changed = changed
  WHERE created <> date_trunc('second', created) OR changed <> date_trunc('second', changed);

UPDATE entity_revision SET changed = changed
  WHERE changed <> date_trunc('second', changed) OR revision_timestamp <> date_trunc('second', revision_timestamp);
