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
});
