-- The catalog's one version (app_meta 'catalog_version') counts every change to catalog_documents, made by the
-- console's editor, the seed or a hand-run SQL statement alike: every cache of the catalog keys on it, and
-- reading it is one row.
CREATE TRIGGER IF NOT EXISTS catalog_version_on_insert AFTER INSERT ON catalog_documents
BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_version';
END;
CREATE TRIGGER IF NOT EXISTS catalog_version_on_update AFTER UPDATE ON catalog_documents
BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_version';
END;
CREATE TRIGGER IF NOT EXISTS catalog_version_on_delete AFTER DELETE ON catalog_documents
BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_version';
END;
