import { defineMessages } from '../messages';

/**
 * The shared schemas' messages a visitor can meet, as templates: `translateValidation` (../validation.ts) finds
 * the one a message came from and gives it in the visitor's language, so the schemas and the wire stay English.
 */
export const validation = defineMessages('validation', {
  ticketsMin: 'Please enter number of tickets (minimum 1)',
  ticketsMax: 'Maximum 10 tickets allowed',
  darshanDateRequired: 'Darshan date is required',
  dateWindow: 'Pick a date from {from} to {to}',
  alternateDifferent: 'Alternate date should be different from main darshan date',
  nameRequired: 'Name is required for Person {n}',
  ageRequired: 'Age is required for Person {n}',
  ageInvalid: 'Please enter a valid age for Person {n}',
  aadhaarRequired: 'Aadhaar number is required for Person {n}',
  aadhaarInvalid: 'Please enter a valid Aadhaar number for Person {n}',
  phoneInvalid: 'Enter a valid phone number, e.g. +91 98400 12345',
  nameTooLong: 'Name is too long (at most 100 characters)',
  fieldRequired: '{label} is required',
  fieldTooLong: '{label} is too long (at most {max} characters)',
  currenciesDiffer: 'Pick two different currencies',
  amountNumber: 'Enter the amount as a number',
  amountMax: 'Amounts are at most 10 crore',
  stationsDiffer: 'From and To must be different stations',
  stationRequired: 'Type a station name or code',
  dateFormat: 'Use a date like 2026-12-31',
  attachFile: 'Attach a PDF or an image',
  messageRequired: 'Type a message first',
  correctOne: 'Please correct the highlighted field below.',
  correctMany: 'Please correct the {count} highlighted fields below.',
  fileNotAccepted: 'Please choose a PDF or an image (JPG, PNG, HEIC).',
  fileTooLarge: 'The file is larger than 5 MB. Please choose a smaller PDF or photo.',
  fileEmpty: 'The file is empty. Please choose it again.',
  emailInvalid: 'Enter a valid email address',
  passportNumberInvalid: 'Enter the passport number as printed, e.g. K1234567',
  realDate: 'Use a real date like 2026-12-31',
  amountPositive: 'Enter an amount above 0',
  // The labels the schemas name in '{label} is required', so the whole message reads in one language.
  labelFullName: 'Full name',
  labelName: 'Name',
  labelNationality: 'Nationality',
  labelAddress: 'Address',
  labelMessage: 'Message',
});
