import type { ScreenCatalog } from '../../catalog';

export const search: ScreenCatalog['search'] = {
  title: 'தேடல்',
  intro: 'பேக்கேஜ்கள், கார்கள், சேவைகள், அடிக்கடி கேட்கப்படும் கேள்விகளுக்கான பதில்கள் — அனைத்தும் ஒரே இடத்தில்.',
  submit: 'தேடு',
  resultCount: '“{query}” — {count} முடிவுகள்',
  resultCountOne: '“{query}” — 1 முடிவு',
  resultCountIn: '{category} பிரிவில் “{query}” — {count} முடிவுகள்',
  resultCountOneIn: '{category} பிரிவில் “{query}” — 1 முடிவு',
  idleTitle: 'எதைத் தேடுகிறீர்கள்?',
  idleText:
    'எங்கள் பேக்கேஜ்கள், கார்கள், சேவைகள், பதில்களில் தேடுங்கள் — “Kerala”, “Tirupati” அல்லது “Dubai visa” என்று முயன்று பாருங்கள்.',
  errorTitle: 'தேடல் இப்போது கிடைக்கவில்லை',
  errorText: 'உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
  tryAgain: 'மீண்டும் முயல்க',
  noResults: '“{query}” என்பதற்கு முடிவுகள் இல்லை',
  noResultsIn: '{category} பிரிவில் “{query}” என்பதற்கு முடிவுகள் இல்லை',
  noResultsHint: 'எழுத்துக்கூட்டலைச் சரிபாருங்கள், சிறிய சொல்லை முயலுங்கள், அல்லது இவற்றில் ஒன்றைத் தேர்ந்தெடுங்கள்:',
  searchAll: 'எல்லாப் பிரிவுகளிலும் தேடு',
  suggestions: 'பரிந்துரைகள்',
  stillStuck: 'இன்னும் கிடைக்கவில்லையா? அரட்டைப் பொத்தானில் Visbot-இடம் கேளுங்கள், அல்லது',
  contactDesk: 'எங்கள் பயண மேசையைத் தொடர்புகொள்ளுங்கள்',
  'group.packages': 'பேக்கேஜ்கள்',
  'group.cars': 'கார்கள்',
  'group.services': 'சேவைகள்',
  'group.faq': 'கேள்விகளும் பதில்களும்',
};
