// Writes worker/seed/rates-snapshot.json: reference rates for our ten currencies, taken from the pinned
// @fawazahmed0/currency-api package (daily reference rates published on the npm registry). The worker answers
// from it, marked indicative, only when every live rate service fails. The file is committed; run this after
// bumping the package (`npm i -D @fawazahmed0/currency-api@latest && node scripts/make-rates-snapshot.mjs`).
// scripts/make-rates-snapshot.test.ts fails when the committed file differs from what this script makes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const CODES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD', 'AUD', 'CAD', 'SAR', 'THB'];
export const SNAPSHOT_PATH = fileURLToPath(new URL('../worker/seed/rates-snapshot.json', import.meta.url));

/** Rounds to 6 significant digits: more than any forex desk quotes, and keeps the file small. */
const round = (value) => Number(value.toPrecision(6));

/** The snapshot as text, built from the installed package. */
export function makeRatesSnapshot() {
  const pkg = require('@fawazahmed0/currency-api/package.json');
  const dir = fileURLToPath(new URL('.', import.meta.resolve('@fawazahmed0/currency-api/package.json')));
  const rates = {};
  let date;
  for (const base of CODES) {
    const table = JSON.parse(readFileSync(`${dir}v1/currencies/${base.toLowerCase()}.json`, 'utf8'));
    const quotes = table[base.toLowerCase()];
    if (!quotes || !/^\d{4}-\d{2}-\d{2}$/.test(table.date))
      throw new Error(`Unexpected shape in ${base.toLowerCase()}.json`);
    date ??= table.date;
    rates[base] = {};
    for (const quote of CODES) {
      if (quote === base) continue;
      const value = quotes[quote.toLowerCase()];
      if (typeof value !== 'number' || !(value > 0)) throw new Error(`No ${base}→${quote} rate in the package`);
      rates[base][quote] = round(value);
    }
  }
  const snapshot = { source: `@fawazahmed0/currency-api@${pkg.version}`, date, rates };
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SNAPSHOT_PATH, makeRatesSnapshot());
  console.log(`Wrote ${SNAPSHOT_PATH}`);
}
