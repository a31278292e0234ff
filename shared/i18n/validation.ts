import { validation } from './en/validation';
import { interpolate, placeholdersOf } from './messages';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each template as a pattern whose groups take its placeholders' values.
const patterns = Object.entries(validation.en).map(([key, template]) => ({
  key,
  names: placeholdersOf(template),
  pattern: new RegExp(`^${escape(template).replace(/\\\{\w+\\\}/g, '(.+?)')}$`),
}));

/**
 * A schema's English message in the visitor's language (`dictionary`: that language's validation messages). A
 * message no template knows stays as it came.
 */
export function translateValidation(message: string, dictionary: Readonly<Record<string, string>> | undefined): string {
  if (!dictionary) return message;
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(message);
    const translated = dictionary[key];
    if (!match || !translated) continue;
    return interpolate(translated, Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])));
  }
  return message;
}
