// The currencies the forex desk converts and sells, and why a visitor buys them (spec §3). Apart from
// shared/constants.ts, which the home page's first script reads: only the forex screens and the rates need these.

export const CURRENCIES = [
  { value: 'INR', label: 'INR — Indian Rupee' },
  { value: 'USD', label: 'USD — US Dollar' },
  { value: 'EUR', label: 'EUR — Euro' },
  { value: 'GBP', label: 'GBP — British Pound' },
  { value: 'AED', label: 'AED — UAE Dirham' },
  { value: 'SGD', label: 'SGD — Singapore Dollar' },
  { value: 'AUD', label: 'AUD — Australian Dollar' },
  { value: 'CAD', label: 'CAD — Canadian Dollar' },
  { value: 'SAR', label: 'SAR — Saudi Riyal' },
  { value: 'THB', label: 'THB — Thai Baht' },
] as const;
export const CURRENCY_CODES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD', 'AUD', 'CAD', 'SAR', 'THB'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_FROM_CURRENCY: CurrencyCode = 'INR';
export const DEFAULT_TO_CURRENCY: CurrencyCode = 'USD';
export const FOREX_PURPOSES = ['Travel', 'Education', 'Medical', 'Business Visit', 'Emigration', 'Other'] as const;
