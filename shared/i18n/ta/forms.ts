import type { Catalog } from '../catalog';

export const forms: Catalog['forms'] = {
  chooseFile: 'கோப்பைத் தேர்ந்தெடுங்கள்',
  fileFromPhone: 'உங்கள் போனிலிருந்து PDF அல்லது புகைப்படம்',
  tapToChange: 'மாற்றத் தொடுங்கள்',
  optional: '(விருப்பம்)',
  submitting: 'அனுப்புகிறது...',
};
