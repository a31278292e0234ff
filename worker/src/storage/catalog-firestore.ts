import { initializeApp, type FirebaseApp } from 'firebase/app';
import { collection as collectionRef, doc, getDoc, getDocs, getFirestore } from 'firebase/firestore/lite';
import type { Env } from '../env';
import { validDocument } from './catalog-d1';
import type { CatalogStore } from './catalog-store';

const apps = new Map<string, FirebaseApp>();

/** One Firebase app per configuration per isolate (initializeApp refuses a second app of the same name). */
function appFor(projectId: string, apiKey: string) {
  const name = `${projectId}:${apiKey.slice(0, 6)}`;
  let app = apps.get(name);
  if (!app) {
    app = initializeApp({ projectId, apiKey }, name);
    apps.set(name, app);
  }
  return app;
}

/**
 * The hosted store: Firestore read with the lite (REST) client, which runs in Workers. Reads need the
 * collections to allow public reads in the project's security rules; the business edits them in the console.
 */
export function firestoreCatalogStore(env: Env): CatalogStore {
  const app = appFor(env.FIREBASE_PROJECT_ID!, env.FIREBASE_API_KEY ?? '');
  const db = env.FIREBASE_DATABASE_ID ? getFirestore(app, env.FIREBASE_DATABASE_ID) : getFirestore(app);
  return {
    backend: 'firestore',
    async list(collection) {
      const snapshot = await getDocs(collectionRef(db, collection));
      return snapshot.docs
        .map((document) => validDocument(collection, document.id, { ...document.data(), id: document.id }))
        .filter((document) => document !== null);
    },
    async get(collection, id) {
      const snapshot = await getDoc(doc(db, collection, id));
      return snapshot.exists() ? validDocument(collection, id, { ...snapshot.data(), id }) : null;
    },
  };
}
