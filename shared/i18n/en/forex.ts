import { defineMessages } from '../messages';

/** /forex: the page, the exchange form and the live conversion. */
export const forex = defineMessages('forex', {
  title: 'Forex/Foreign Exchange Form',
  intro:
    'Cash and travel cards in ten currencies at fair rates. See the conversion as you type, send the request, and our forex desk calls you to confirm.',
  note: 'Rates shown are for guidance; the final rate is confirmed by our forex desk at the time of exchange. Questions? Call',
  yourDetails: 'Your details',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  purpose: 'Purpose of exchange',
  selectPurpose: 'Select purpose',
  exchange: 'Exchange',
  fromCurrency: 'From currency',
  toCurrency: 'To currency',
  swap: 'Swap currencies',
  amount: 'Amount ({currency})',
  amountAboveZero: 'Enter an amount above 0',
  upload: 'Upload PAN or Govt ID',
  uploadHint: 'PDF or any image, up to 5 MB. You can also bring it to our office.',
  submit: 'Submit Forex Request',
  convertedValue: 'Converted value',
  empty: 'Converted value will appear here',
  converting: 'Converting...',
  indicativeAsOf: 'Indicative rate as of {date}',
  rateAsOf: 'Rate as of {date}',
  typeCode: 'Type a code or name',
  noCurrency: 'No currency matches “{query}”',
  unavailablePair: 'Conversion unavailable for selected pair.',
  serviceUnavailable: 'Conversion service is temporarily unavailable.',
  trackIt: 'Track it',
});
