import type { ScreenCatalog } from '../../catalog';

export const fare: ScreenCatalog['fare'] = {
  title: 'கட்டணச் சுருக்கம்',
  party: 'உங்கள் குழு',
  adults: 'பெரியவர்கள்',
  childrenWithBed: 'படுக்கையுடன் குழந்தைகள்',
  childrenNoBed: 'படுக்கை இல்லாமல் குழந்தைகள்',
  singles: 'தனி அறையில் பெரியவர்கள்',
  packageCost: 'பேக்கேஜ் கட்டணம்',
  gst: 'ஜிஎஸ்டி ({rate}%)',
  tcs: 'டிசிஎஸ் ({rate})',
  total: 'உங்கள் குழுவுக்கான மொத்தம்',
  tcsNote: 'டிசிஎஸ் உங்கள் பான் எண்ணின் கீழ் வசூலிக்கப்படுகிறது; உங்கள் வருமான வரியில் கழித்துக்கொள்ளலாம்.',
  indicative: 'இது தோராயமானது; உங்கள் தேதிகளுக்கான இறுதிக் கட்டணத்தை உங்கள் ஒருங்கிணைப்பாளர் உறுதிசெய்வார்.',
  previousPhoto: 'முந்தைய படம்',
  nextPhoto: 'அடுத்த படம்',
  goToPhoto: 'படம் {n}-க்குச் செல்',
};
