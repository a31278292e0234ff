// "Today" for the business is India's today, whatever the visitor's or the worker's clock zone.
const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** India's date now, as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return indiaDay.format(now);
}
