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

// Numbers read in Indian grouping (1,50,000) in every language, with the digits every visitor's keyboard has
// (up to three decimals, as Intl's default).
export function interpolate(message: string, values: Values = {}): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? groupIndian(value, { max: 3 }) : value;
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

// Numbers in Indian grouping (1,50,000), in every language and every number a page shows (prices, amounts,
// altitudes), written without Intl: a page's first Intl.NumberFormat loads the locale
// data, about 30–50 ms of a phone's main thread in the middle of the first render (120–200 ms measured with a
// 4× slower CPU), and every screen shows a number. The output is Intl's for 'en-IN' (the test holds it to that).

/** Digits after the point: at least `min` (padded with zeros), at most `max` (rounded half away from zero). */
type Fraction = { min?: number; max?: number };

/** 150000 → '1,50,000'; 1561.1 with { min: 2, max: 2 } → '1,561.10'; -2500 → '-2,500'. */
export function groupIndian(value: number, { min = 0, max = min }: Fraction = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const [whole = '', decimals = ''] = roundedHalfUp(Math.abs(value), max).split('.');
  const fraction = decimals.replace(/0+$/, '').padEnd(min, '0');
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * `toFixed(digits)` rounded as Intl does: on the number as written (1.005 → '1.01'), where toFixed rounds the binary
 * value just below it ('1.00'). Shifting the decimal point in the text keeps the written digits.
 */
function roundedHalfUp(value: number, digits: number): string {
  const written = String(value);
  if (written.includes('e')) return value.toFixed(digits);
  return Number(`${Math.round(Number(`${written}e${digits}`))}e-${digits}`).toFixed(digits);
}
