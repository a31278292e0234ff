import { use, useMemo, useSyncExternalStore } from 'react';
import type { Catalog, ScreenCatalog } from '#shared/i18n/catalog';
import {
  DEFAULT_LOCALE,
  FULL_MONTH_NAMES,
  HTML_LANG,
  INTL_LOCALE,
  matchLocale,
  SHORT_MONTH_NAMES,
  type Locale,
} from '#shared/i18n/locales';
import { translator, type Namespace, type Translate } from '#shared/i18n/messages';

/** Where the device remembers the visitor's choice; index.html's first script reads it too. */
export const LOCALE_STORAGE_KEY = 'lang';

// English is in the code that uses it; Tamil and Hindi are lazy chunks, each with its own font, loaded when chosen.
const catalogs: Record<Exclude<Locale, 'en'>, () => Promise<Catalog>> = {
  ta: () => import('#shared/i18n/ta/catalog').then((module) => module.ta),
  hi: () => import('#shared/i18n/hi/catalog').then((module) => module.hi),
};
const fonts: Record<Exclude<Locale, 'en'>, { load: () => Promise<unknown>; family: string }> = {
  ta: { load: () => import('./locale-fonts/tamil.css'), family: 'Noto Sans Tamil' },
  hi: { load: () => import('./locale-fonts/devanagari.css'), family: 'Noto Sans Devanagari' },
};

// A screen's own sets (shared/i18n/*/screens): each language's text is a chunk of its own, loaded with the screen.
// Their list is itself a small chunk, asked for only in Tamil or Hindi: English pages carry none of it.
type ScreenTexts = Readonly<Record<string, string>>;
const screenModules = () => import('./locale-screen-sets').then((module) => module.screenModules);
type ScreenSet = keyof ScreenCatalog & string;
const screenTexts = new Map<string, Promise<ScreenTexts>>();
const loadedScreenTexts = new Map<string, ScreenTexts>();
/** The screen sets opened in this visit: a switch of language loads theirs before it shows the new language. */
const screenSetsInUse = new Set<ScreenSet>();

function loadScreenSet(locale: Exclude<Locale, 'en'>, name: ScreenSet): Promise<ScreenTexts> {
  const key = `${locale}/${name}`;
  let pending = screenTexts.get(key);
  if (!pending) {
    const path = `../../../shared/i18n/${key.replace('/', '/screens/')}.ts`;
    pending = screenModules().then(async (modules) => {
      const load = modules[path];
      if (!load) throw new Error(`No ${locale} texts for the screen set ${name}`);
      const texts = (await load())[name]!;
      loadedScreenTexts.set(key, texts);
      return texts;
    });
    // A failed load is tried again on the next render, not remembered.
    pending.catch(() => screenTexts.delete(key));
    screenTexts.set(key, pending);
  }
  return pending;
}

/** Loads a screen's sets in the visitor's language (nothing to load in English), before the screen renders. */
export type ScreenTextSets = readonly Namespace<ScreenSet>[];
export function loadScreenTexts(namespaces: ScreenTextSets | undefined): Promise<unknown> {
  const { locale } = state;
  if (locale === 'en' || !namespaces) return Promise.resolve();
  return Promise.all(namespaces.map(({ name }) => loadScreenSet(locale, name)));
}

type State = { locale: Locale; catalog: Catalog | undefined };
let state: State = { locale: DEFAULT_LOCALE, catalog: undefined };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));

/** The language index.html's first script chose for this page (the address's ?lang, the device's, the browser's). */
export const pageLocale = (): Locale => matchLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;

/**
 * Loads a language's messages and font, then switches every screen to it. The font is in before the switch, so
 * the text does not change shape a second time when it arrives (no layout shift).
 */
export async function switchLocale(locale: Locale): Promise<void> {
  let catalog: Catalog | undefined;
  if (locale !== 'en') {
    const font = fonts[locale];
    [catalog] = await Promise.all([
      catalogs[locale](),
      // The list of screen sets, so the screen's own set is one request away when its code asks for it.
      screenModules(),
      ...[...screenSetsInUse].map((name) => loadScreenSet(locale, name)),
      font
        .load()
        .then(() => Promise.all([400, 700].map((weight) => document.fonts?.load(`${weight} 1em "${font.family}"`))))
        // Without its font the page still reads, in the device's own.
        .catch(() => undefined),
    ]);
  }
  state = { locale, catalog };
  document.documentElement.lang = HTML_LANG[locale];
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  listeners.forEach((listener) => listener());
}

const readState = () => state;

/** The language shown now, for code outside React (the WhatsApp hand-off). */
export const currentLocale = (): Locale => state.locale;

/** The visitor's language; a screen using it renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, readState, readState).locale;

/** The `Intl` locale of the visitor's language, for dates and weekdays. */
export const useIntlLocale = (): string => INTL_LOCALE[useLocale()];

/** The twelve months' names in the visitor's language, January first: 'Jan' or 'January', 'ஜன.', 'जन॰'. */
export function useMonthNames(width: 'short' | 'long'): readonly string[] {
  const locale = useIntlLocale();
  return useMemo(() => {
    // English from the catalog's own list: an English page then never pays for Intl's date data (see
    // shared/indian-grouping.ts), and keeps its three-letter 'Sep'.
    if (locale === INTL_LOCALE.en) return width === 'short' ? SHORT_MONTH_NAMES : FULL_MONTH_NAMES;
    const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 1)));
  }, [locale, width]);
}

/** A wire date (`2026-12-05`) as the visitor reads it: 'Sat, 5 Dec 2026', 'சனி, 5 டிச., 2026', 'शनि, 5 दिस॰ 2026'. */
export function useFormatDay(): (isoDate: string) => string {
  const locale = useIntlLocale();
  return useMemo(() => {
    // The date is a calendar day, not an instant: read and written in UTC so no time zone moves it.
    const format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return (isoDate: string) => format.format(new Date(`${isoDate}T00:00:00Z`));
  }, [locale]);
}

/** For code outside a render (the chat kit's replies): `t` in the language chosen now. */
export const translateNow = <N extends keyof Catalog & string, M extends Record<string, string>>(
  namespace: Namespace<N, M>,
): Translate<M> => translator(namespace, state.catalog?.[namespace.name]);

/** The visitor's language's messages (undefined for English, whose messages are in the code using them). */
export const useCatalog = (): Catalog | undefined => useSyncExternalStore(subscribe, readState, readState).catalog;

/** `t(key, values)` for one set of messages, in the visitor's language. */
export function useT<N extends keyof Catalog & string, M extends Record<string, string>>(
  namespace: Namespace<N, M>,
): Translate<M> {
  const catalog = useCatalog();
  return useMemo(() => translator(namespace, catalog?.[namespace.name]), [namespace, catalog]);
}

/**
 * `t(key, values)` for a screen's own set (shared/i18n/en/screens): in Tamil or Hindi the screen waits (Suspense)
 * for its text, which the router has usually loaded with the screen's code (`loadScreenTexts`).
 */
export function useScreenT<N extends ScreenSet, M extends Record<string, string>>(
  namespace: Namespace<N, M>,
): Translate<M> {
  const locale = useLocale();
  screenSetsInUse.add(namespace.name);
  const texts =
    locale === 'en'
      ? undefined
      : (loadedScreenTexts.get(`${locale}/${namespace.name}`) ?? use(loadScreenSet(locale, namespace.name)));
  return useMemo(() => translator(namespace, texts), [namespace, texts]);
}
