import { defineMessages } from '../messages';

/** Parts every form shares (web/src/components). */
export const forms = defineMessages('forms', {
  chooseFile: 'Choose a file',
  fileFromPhone: 'PDF or photo from your phone',
  tapToChange: 'tap to change',
  optional: '(optional)',
  submitting: 'Submitting...',
  yourNameMobile: 'Your name and mobile',
  callBack: 'So we can call you back if WhatsApp does not open.',
  name: 'Name',
  mobile: 'Mobile number',
  mobileExample: 'e.g. 98400 12345',
  select: 'Select',
  consentBefore: 'I agree that these details are used to answer this request, as our',
  privacyNotice: 'privacy notice',
  consentAfter: 'explains.',
  consentMissing: 'Please tick the box to agree, so we can use your details for this request.',
});
