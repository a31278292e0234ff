import type { ScreenCatalog } from '../../catalog';

export const holidays: ScreenCatalog['holidays'] = {
  title: 'हॉलिडे पैकेज',
  intro: 'हमारे यात्रियों की पसंदीदा छुट्टियाँ। अपनी तारीख़ें बताइए, हम योजना और दाम आपके हिसाब से तय करेंगे।',
  domestic: 'देश में छुट्टियाँ',
  international: 'विदेश में छुट्टियाँ',
  devotional: 'तीर्थ यात्रा पैकेज',
  'places.kerala-backwaters-munnar': 'कोच्चि · मुन्नार · थेक्कडी · अलप्पुझा',
  'places.rajasthan-heritage': 'जयपुर · उदयपुर · जोधपुर',
  'places.kashmir-paradise': 'श्रीनगर · गुलमर्ग · पहलगाम',
  'places.goa-beach-holiday': 'उत्तर गोवा · दक्षिण गोवा',
  'places.dubai-delight': 'बुर्ज ख़लीफ़ा · रेगिस्तान सफ़ारी',
  'places.singapore-sentosa': 'सेंटोसा · गार्डन्स बाय द बे',
  'places.bali-honeymoon': 'उबुद · कूटा · नूसा पेनिडा',
  'places.europe-highlights': 'पेरिस · ल्यूसर्न · टिटलिस · एम्सटर्डम',
  'places.tirupati-balaji-darshan': 'तिरुमला · तिरुचानूर',
  'places.char-dham-yatra': 'यमुनोत्री · गंगोत्री · केदारनाथ · बद्रीनाथ',
  'places.kashi-vishwanath-ganga-aarti': 'वाराणसी · सारनाथ',
  'places.rameswaram-madurai-kanyakumari': 'मदुरै · रामेश्वरम · कन्याकुमारी',
};
