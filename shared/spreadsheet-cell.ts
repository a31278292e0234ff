// Text that lands in a spreadsheet cell (a sheet-style webhook, a CSV export) must not be run as a formula:
// a cell starting with = + - @ (or a tab or carriage return, which some programs skip before reading one)
// is prefixed with an apostrophe, which spreadsheets show as plain text. Everything else is left as it is.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell's text, safe to open in a spreadsheet. */
export function spreadsheetCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Every string in a record (one level, as a sheet row) escaped with spreadsheetCell; other values untouched. */
export function spreadsheetRow<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? spreadsheetCell(value) : value]),
  ) as T;
}
