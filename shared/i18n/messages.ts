/** A set of English messages under one name; Tamil and Hindi give the same keys (see ./catalog.ts). */
export type Namespace<N extends string = string, M extends Record<string, string> = Record<string, string>> = {
  readonly name: N;
  readonly en: M;
};

export function defineMessages<const N extends string, const M extends Record<string, string>>(
  name: N,
  en: M,
): Namespace<N, M> {
  return { name, en };
}

/** The `{name}` placeholders of a message, as a type. */
type Params<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Params<Rest> : never;
export type Values = Record<string, string | number>;

/** Looks a message up by key; a message with placeholders takes their values. */
export type Translate<M extends Record<string, string>> = <K extends keyof M & string>(
  key: K,
  ...values: [Params<M[K]>] extends [never] ? [] : [Record<Params<M[K]>, string | number>]
) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a message names, in order. */
export const placeholdersOf = (message: string): string[] =>
  [...message.matchAll(PLACEHOLDER)].map((match) => match[1]!);

// Numbers read in Indian grouping (1,50,000) in every language, with the digits every visitor's keyboard has.
const grouping = new Intl.NumberFormat('en-IN');

export function interpolate(message: string, values: Values = {}): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? grouping.format(value) : value;
  });
}

/** `t(key, values)` for one namespace: the translation from `dictionary` when it has one, else the English. */
export function translator<M extends Record<string, string>>(
  namespace: Namespace<string, M>,
  dictionary?: Partial<Record<string, string>>,
): Translate<M> {
  return ((key: string, values?: Values) =>
    interpolate(dictionary?.[key] ?? namespace.en[key]!, values)) as Translate<M>;
}
