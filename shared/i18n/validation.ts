import { validation } from './en/validation';
import { interpolate, placeholdersOf } from './messages';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each template as a pattern whose groups take its placeholders' values.
const patterns = Object.entries(validation.en).map(([key, template]) => ({
  key,
  names: placeholdersOf(template),
  pattern: new RegExp(`^${escape(template).replace(/\\\{\w+\\\}/g, '(.+?)')}$`),
}));

// A field's name inside a message ('Full name is required'): the `label…` templates, by their English.
const labels = new Map<string, string>(
  Object.entries(validation.en)
    .filter(([key]) => key.startsWith('label'))
    .map(([key, english]) => [english, key]),
);
const labelIn = (value: string, dictionary: Readonly<Record<string, string>>) =>
  dictionary[labels.get(value) ?? ''] ?? value;

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
    // A value is a field's name, or a message of its own ('Check the search: {reason}'), or kept as it came.
    const values = names.map((name, index) => {
      const value = match[index + 1]!;
      const label = labelIn(value, dictionary);
      return [name, label !== value ? label : translateValidation(value, dictionary)];
    });
    return interpolate(translated, Object.fromEntries(values));
  }
  return message;
}
