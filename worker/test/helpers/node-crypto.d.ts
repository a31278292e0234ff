// node:crypto, which a test may use (nodejs_compat) to compute signature vectors apart from the worker's own Web
// Crypto code; only what the tests call is declared (the worker's types have no Node).
declare module 'node:crypto' {
  export function createHmac(
    algorithm: 'sha256',
    key: string,
  ): { update(data: string): { digest(encoding: 'hex'): string } };
}
