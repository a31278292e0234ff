-- The embedded catalog: one JSON document per row, like a Firestore collection.
CREATE TABLE IF NOT EXISTS catalog_documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  -- Order in which the business wants the documents listed.
  position INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (collection, id)
);
