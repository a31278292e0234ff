import { AsyncLocalStorage } from 'node:async_hooks';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { collection as collectionRef, doc, getDoc, getDocs, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import type { Env } from '../env';
import { validDocument } from './catalog-d1';
import type { CatalogStore } from './catalog-store';

// firebase/firestore/lite calls the global fetch and takes no fetch option. So that its requests go through
// `deps.fetch` like every other upstream call (and tests can answer them), the global fetch is wrapped once:
// inside a store call it hands the request to that call's fetch, everywhere else it is the original.
const callFetch = new AsyncLocalStorage<typeof fetch>();
const globalFetch = globalThis.fetch;
globalThis.fetch = function fetchThroughDeps(input, init) {
  const scoped = callFetch.getStore();
  // exit() so that a deps.fetch which itself calls the global fetch reaches the original, not this wrapper.
  return scoped ? callFetch.exit(() => scoped(input, init)) : globalFetch(input, init);
} as typeof fetch;

// Firebase's own console lines are free text and carry the request URL with the API key; the route logs a
// failure as one JSON line instead.
setLogLevel('silent');

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
 * The server's update time of a document. The lite SDK reads it (Firestore sends `updateTime` with every
 * document) but has no public getter, so this looks it up defensively: null when the shape differs.
 */
function updateTimeOf(document: object): string | null {
  try {
    const version = (document as { _document?: { version?: { toTimestamp(): { toDate(): Date } } } })._document?.version;
    const time = version?.toTimestamp().toDate();
    return time && time.getTime() > 0 ? time.toISOString() : null;
  } catch {
    return null;
  }
}

/**
 * The hosted store: Firestore read with the lite (REST) client, which runs in Workers. Reads need the
 * collections to allow public reads in the project's security rules; the business edits them in the console.
 */
export function firestoreCatalogStore(env: Env, fetcher: typeof fetch): CatalogStore {
  const app = appFor(env.FIREBASE_PROJECT_ID!, env.FIREBASE_API_KEY ?? '');
  const db = env.FIREBASE_DATABASE_ID ? getFirestore(app, env.FIREBASE_DATABASE_ID) : getFirestore(app);
  return {
    backend: 'firestore',
    list(collection) {
      return callFetch.run(fetcher, async () => {
        const snapshot = await getDocs(collectionRef(db, collection));
        return snapshot.docs
          .map((document) => validDocument(collection, document.id, { ...document.data(), id: document.id }))
          .filter((document) => document !== null);
      });
    },
    get(collection, id) {
      return callFetch.run(fetcher, async () => {
        const snapshot = await getDoc(doc(db, collection, id));
        return snapshot.exists() ? validDocument(collection, id, { ...snapshot.data(), id }) : null;
      });
    },
    updatedTimes(collection) {
      return callFetch.run(fetcher, async () => {
        const snapshot = await getDocs(collectionRef(db, collection));
        return snapshot.docs.map((document) => ({ id: document.id, updatedAt: updateTimeOf(document) }));
      });
    },
    // Reading every document to tell would cost what the cache saves: answers follow edits by their TTL.
    version: async () => '',
  };
}
