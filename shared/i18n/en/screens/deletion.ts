import { defineMessages } from '../../messages';

/** /privacy: the form that asks us to delete a request's, enquiry's or booking's personal data. */
export const deletion = defineMessages('deletion', {
  title: 'Ask us to delete your data',
  intro:
    'Give the reference of your request, enquiry or booking and the mobile number you gave with it. We check that it is yours, then delete it.',
  referenceLabel: 'Reference',
  referenceHint: 'e.g. VISA-261126-K7Q2MXPA',
  referenceInvalid: 'Enter the reference we gave you, e.g. VISA-261126-K7Q2MXPA',
  mobileLabel: 'Mobile number',
  send: 'Ask for deletion',
  sending: 'Sending…',
  received: 'Thank you. If the reference and mobile number match, we will delete that data within 30 days.',
  offline: 'Could not reach us. Check your connection and try again; what you typed is still here.',
});
