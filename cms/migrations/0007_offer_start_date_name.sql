-- An offer's start date is `field_date_prise_poste` (a calendar date). It was `field_date_debut`,
-- the name of the event's start (a date and time): Drupal keeps one storage, so one type, per
-- field name on an entity type, and the school's Drupal could not hold both (issue 17). The
-- offers and their revisions stored before are renamed once.
UPDATE entity SET fields = (fields - 'field_date_debut') || jsonb_build_object('field_date_prise_poste', fields->'field_date_debut')
  WHERE entity_type = 'node' AND bundle = 'offre_emploi' AND fields ? 'field_date_debut';

UPDATE entity_revision SET fields = (fields - 'field_date_debut') || jsonb_build_object('field_date_prise_poste', fields->'field_date_debut')
  WHERE entity_id IN (SELECT id FROM entity WHERE entity_type = 'node' AND bundle = 'offre_emploi') AND fields ? 'field_date_debut';
