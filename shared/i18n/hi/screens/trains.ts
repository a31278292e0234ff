import type { ScreenCatalog } from '../../catalog';

export const trains: ScreenCatalog['trains'] = {
  title: 'ट्रेनें',
  failed: 'ट्रेन खोज अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  fromUnknown: 'कहाँ से ?',
  toUnknown: 'कहाँ तक ?',
  to: 'तक',
  anyDay: 'कोई भी दिन',
  onePassenger: '1 यात्री',
  passengers: '{count} यात्री',
  changeSearch: 'खोज बदलें',
  loading: 'लोड हो रहा है...',
  askInstead: 'इसके बजाय व्हाट्सऐप पर पूछें',
  noResults: 'कोई नतीजा नहीं मिला',
  noDirect:
    'हमारी समय-सारणी में इन स्टेशनों के बीच कोई सीधी ट्रेन नहीं है। पास का कोई स्टेशन या दूसरी तारीख आज़माएँ, या कनेक्टिंग यात्रा हमसे बनवाएँ।',
  noDirectOnDay:
    'हमारी समय-सारणी में उस दिन इन स्टेशनों के बीच कोई सीधी ट्रेन नहीं है। पास का कोई स्टेशन या दूसरी तारीख आज़माएँ, या कनेक्टिंग यात्रा हमसे बनवाएँ।',
  ask: 'व्हाट्सऐप पर पूछें',
  oneFound: '1 ट्रेन मिली',
  found: '{count} ट्रेनें मिलीं',
  fareNote:
    'जहाँ हमारे ट्रेन डेटा में किराया है, वहाँ दिखाया गया है; बाकी के लिए आपकी श्रेणी और तारीख का किराया और सीटों की उपलब्धता हम व्हाट्सऐप पर बताते हैं।',
  fareFrom: '{amount} से',
  fareOnRequest: 'किराया पूछने पर',
  classesOnRequest: 'श्रेणियाँ पूछने पर',
  daily: 'रोज़',
  checkRunDays: 'चलने के दिन जाँचें',
  nextDay: '+1 दिन',
  laterDays: '+{count} दिन',
  duration: '{hours} घं {minutes} मि',
  km: '{distance} कि.मी.',
  departsArrives: '{depart} बजे रवाना, {arrive} बजे पहुँचती है{later}, {distance} कि.मी.',
};
