// The few firebase functions the Firestore catalog store uses, in one module that the store imports lazily
// (import()): isolates on the embedded store never evaluate firebase, and the bundler still drops the rest.
export { initializeApp, type FirebaseApp } from 'firebase/app';
export { collection, doc, getDoc, getDocs, getFirestore, setLogLevel } from 'firebase/firestore/lite';
