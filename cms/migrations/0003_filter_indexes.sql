-- Expression indexes for the fields the job board filters on most (city, postal code, expiry), in
-- the very form the filter SQL uses (`fields -> key #>> '{}'`). Besides serving rare values, they
-- give the planner statistics on these expressions (ANALYZE samples index expressions), so it can
-- tell a rare city from a frequent one and pick this index or the ordered listing accordingly.
CREATE INDEX entity_field_ville ON entity (entity_type, bundle, (fields -> 'field_ville' #>> '{}'));
CREATE INDEX entity_field_code_postal ON entity (entity_type, bundle, (fields -> 'field_code_postal' #>> '{}'));
CREATE INDEX entity_field_date_expiration ON entity (entity_type, bundle, (fields -> 'field_date_expiration' #>> '{}'));
