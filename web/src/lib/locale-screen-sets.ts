/** Where each Tamil and Hindi screen set is (shared/i18n/{ta,hi}/screens), one chunk each; see locale.ts. */
export const screenModules = import.meta.glob<Record<string, Readonly<Record<string, string>>>>([
  '../../../shared/i18n/ta/screens/*.ts',
  '../../../shared/i18n/hi/screens/*.ts',
]);
