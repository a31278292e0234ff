import type { Catalog } from '../catalog';

export const forms: Catalog['forms'] = {
  chooseFile: 'கோப்பைத் தேர்ந்தெடுங்கள்',
  fileFromPhone: 'உங்கள் போனிலிருந்து PDF அல்லது புகைப்படம்',
  tapToChange: 'மாற்றத் தொடுங்கள்',
  optional: '(விருப்பம்)',
  submitting: 'அனுப்புகிறது...',
  yourNameMobile: 'உங்கள் பெயரும் மொபைல் எண்ணும்',
  callBack: 'வாட்ஸ்அப் திறக்காவிட்டால் உங்களைத் திரும்ப அழைக்க.',
  name: 'பெயர்',
  mobile: 'மொபைல் எண்',
  mobileExample: 'எ.கா. 98400 12345',
  select: 'தேர்ந்தெடுங்கள்',
  consentBefore: 'இந்தக் கோரிக்கைக்குப் பதிலளிக்க இந்த விவரங்கள் பயன்படுத்தப்படுவதை, எங்கள்',
  privacyNotice: 'தனியுரிமை அறிவிப்பு',
  consentAfter: 'விளக்குவது போல, ஏற்கிறேன்.',
  consentMissing: 'இந்தக் கோரிக்கைக்கு உங்கள் விவரங்களைப் பயன்படுத்த, ஒப்புதல் பெட்டியில் டிக் செய்யுங்கள்.',
};
