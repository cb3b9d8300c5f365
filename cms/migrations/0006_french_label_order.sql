-- Sorts on text (`sort=title`, `sort=name`, `sort=field_ville`…) in the order a French reader
-- expects: letters first, then accents, then case, as ICU's French collation and
-- `Intl.Collator('fr')` ("bac" < "Bac pro" < "BP" < "Écailler" < "Vendeur"), not byte order ("BP"
-- before "Bac pro", "Écailler" after "Vendeur"). PGlite and Debian's PostgreSQL have ICU; a
-- PostgreSQL built without ICU gets byte order (a copy of "C") and a warning instead of failing.
DO $$ BEGIN CREATE COLLATION cms_fr (provider = icu, locale = 'fr'); EXCEPTION WHEN feature_not_supported THEN RAISE WARNING 'PostgreSQL without ICU: text sorts keep byte order'; CREATE COLLATION cms_fr FROM "C"; END $$;

-- Listings sorted by label read this index in order.
CREATE INDEX entity_label_fr ON entity (entity_type, bundle, (label COLLATE cms_fr), id);
