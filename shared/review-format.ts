/** "Mar 2026" for 2026-03, in the visitor's language (`en-IN`, `ta-IN`, `hi-IN`): the month a traveller travelled. */
export function formatTravelMonth(month: string, locale = 'en-IN'): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** The average as visitors read it: one decimal, "4.5". */
export const formatAverage = (average: number) => average.toFixed(1);
