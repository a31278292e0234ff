-- Catalog editing: each document carries a version for optimistic locking (If-Match), and the catalog as a
-- whole a version (app_meta 'catalog_version') that the public answers' cache key includes, so an edit is
-- served at once.
ALTER TABLE catalog_documents ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
INSERT OR IGNORE INTO app_meta (key, value) VALUES ('catalog_version', '1');
