import { AsyncLocalStorage } from 'node:async_hooks';
import type { Env } from '../env';
import type { CatalogStore } from './store';
import { readableDocument } from './validate';
import type { FirebaseApp } from './firestore-sdk';
import type * as FirestoreSdkModule from './firestore-sdk';
type FirestoreSdk = typeof FirestoreSdkModule;

// firebase/firestore/lite takes no fetch option: its REST connection calls the global `fetch` directly
// (checked in 12.19). So that its requests go through the injected fetch like every other upstream call,
// the global is swapped only while a Firestore read is in flight, and even then it redirects only the
// calls made inside that read (AsyncLocalStorage); every other caller reaches the original.
const readFetch = new AsyncLocalStorage<typeof fetch>();
let readsInFlight = 0;
let originalFetch: typeof fetch | null = null;

async function withFetch<T>(fetcher: typeof fetch, read: () => Promise<T>): Promise<T> {
  if (readsInFlight++ === 0) {
    const original = globalThis.fetch;
    originalFetch = original;
    globalThis.fetch = function fetchForFirestore(input, init) {
      const scoped = readFetch.getStore();
      // exit() so that a fetcher which itself calls the global fetch reaches the original.
      return scoped ? readFetch.exit(() => scoped(input, init)) : original(input, init);
    } as typeof fetch;
  }
  try {
    return await readFetch.run(fetcher, read);
  } finally {
    if (--readsInFlight === 0 && originalFetch) {
      globalThis.fetch = originalFetch;
      originalFetch = null;
    }
  }
}

/** Firebase is loaded on the first Firestore read, so isolates on the embedded store never load it. */
let firebase: Promise<FirestoreSdk> | null = null;
function loadFirebase() {
  firebase ??= import('./firestore-sdk').then((sdk) => {
    // Firebase's own console lines are free text and carry the request URL with the API key; the route
    // logs a failure as one JSON line instead.
    sdk.setLogLevel('silent');
    return sdk;
  });
  return firebase;
}

const apps = new Map<string, FirebaseApp>();

/** One Firebase app per configuration per isolate (initializeApp refuses a second app of the same name). */
async function databaseFor(env: Env) {
  const sdk = await loadFirebase();
  const projectId = env.FIREBASE_PROJECT_ID!;
  const apiKey = env.FIREBASE_API_KEY ?? '';
  const name = `${projectId}:${apiKey.slice(0, 6)}`;
  let app = apps.get(name);
  if (!app) {
    app = sdk.initializeApp({ projectId, apiKey }, name);
    apps.set(name, app);
  }
  return {
    sdk,
    db: env.FIREBASE_DATABASE_ID ? sdk.getFirestore(app, env.FIREBASE_DATABASE_ID) : sdk.getFirestore(app),
  };
}

/**
 * The server's update time of a document. The lite SDK reads it (Firestore sends `updateTime` with every
 * document) but has no public getter, so this looks it up defensively: null when the shape differs.
 */
function updateTimeOf(document: object): string | null {
  try {
    const version = (document as { _document?: { version?: { toTimestamp(): { toDate(): Date } } } })._document
      ?.version;
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
  return {
    backend: 'firestore',
    list(collection) {
      return withFetch(fetcher, async () => {
        const { sdk, db } = await databaseFor(env);
        const snapshot = await sdk.getDocs(sdk.collection(db, collection));
        return snapshot.docs
          .map((document) => readableDocument(collection, document.id, { ...document.data(), id: document.id }))
          .filter((document) => document !== null);
      });
    },
    get(collection, id) {
      return withFetch(fetcher, async () => {
        const { sdk, db } = await databaseFor(env);
        const snapshot = await sdk.getDoc(sdk.doc(db, collection, id));
        return snapshot.exists() ? readableDocument(collection, id, { ...snapshot.data(), id }) : null;
      });
    },
    updatedTimes(collection) {
      return withFetch(fetcher, async () => {
        const { sdk, db } = await databaseFor(env);
        const snapshot = await sdk.getDocs(sdk.collection(db, collection));
        return snapshot.docs.map((document) => ({ id: document.id, updatedAt: updateTimeOf(document) }));
      });
    },
    // Reading every document to tell would cost what the cache saves: answers follow edits by their TTL.
    version: async () => '',
    // Firestore is edited in the Firebase console (editing.ts says why).
    editor: null,
  };
}
