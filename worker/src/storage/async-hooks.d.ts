// workerd provides node:async_hooks under the nodejs_compat flag; the Worker's types leave Node out, so only
// the part the Firestore catalog store uses is declared here.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
    exit<R>(callback: () => R): R;
  }
}
