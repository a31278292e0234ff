import { placeholdersOf, type Namespace } from './messages';

/**
 * What a language's catalog lacks against the English messages: a key with no text (or an empty one), or a text
 * that drops or renames a placeholder. Empty when the catalog is whole.
 */
export function catalogProblems(
  language: string,
  namespaces: readonly Namespace[],
  catalog: Readonly<Record<string, Readonly<Record<string, string>> | undefined>>,
): string[] {
  const problems: string[] = [];
  for (const { name, en } of namespaces) {
    for (const [key, english] of Object.entries(en)) {
      const text = catalog[name]?.[key];
      if (!text?.trim()) {
        problems.push(`${language}: ${name}.${key} has no text`);
        continue;
      }
      const wanted = placeholdersOf(english).sort().join(',');
      const given = placeholdersOf(text).sort().join(',');
      if (wanted !== given) problems.push(`${language}: ${name}.${key} has {${given}} where English has {${wanted}}`);
    }
  }
  return problems;
}
