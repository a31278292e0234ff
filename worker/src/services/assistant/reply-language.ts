// A reply in the language of the question (issue 30): the catalog answers' own sentences (headings, prices,
// days, seasons, altitude, the closing line) rewritten in Tamil or Hindi; package names stay as the catalog
// writes them; a service or FAQ answer gets a lead line in the visitor's language, and its own sentences in the
// words the FAQ and service screens show in that language.
import { carRateText } from '#shared/catalog/car-rate';
import { FAQ } from '#shared/faq';
import { cars as enCars } from '#shared/i18n/en/screens/cars';
import { cars as hiCars } from '#shared/i18n/hi/screens/cars';
import { translator } from '#shared/i18n/messages';
import { layout as hiLayout } from '#shared/i18n/hi/layout';
import { faq as hiFaq } from '#shared/i18n/hi/screens/faq';
import { services as hiServices } from '#shared/i18n/hi/screens/services';
import { layout as taLayout } from '#shared/i18n/ta/layout';
import { faq as taFaq } from '#shared/i18n/ta/screens/faq';
import { cars as taCars } from '#shared/i18n/ta/screens/cars';
import { services as taServices } from '#shared/i18n/ta/screens/services';
import type { ChatLink } from '#shared/schemas/chat';
import { SERVICES } from '#shared/services';
import { BOOK_CAR, CAR_LINES } from './car-answer';
import type { Answer } from './package-answer';
import type { Script } from './script';

type Phrases = {
  list: string;
  one: string;
  closing: string;
  more: (n: string) => string;
  nearest: string;
  compare: string;
  lead: string;
  perPerson: string;
  perCouple: string;
  days: string;
  best: string;
  altitude: string;
  perDay: string;
  childOnRequest: string;
  /** '+ the child: ₹10,299 with a bed (₹7,999 without one); ₹21,798 in all with beds, before taxes.' */
  /** 'Kerala … costs ₹24,500 per person for 6 days.' */
  costs: (title: string, price: string, days: string) => string;
  /** 'The best time for Ladakh …: May–Sep.' */
  bestTime: (title: string, months: string) => string;
  /** 'Yes: Kashmir … is good in May; …' / 'No: Kedarkantha … is best in Dec–Apr, not in June.' */
  inSeason: (title: string, when: string, months: string) => string;
  outOfSeason: (title: string, when: string, months: string) => string;
  /** 'For 2 adults on Kerala …: ₹49,000' */
  adults: (n: string, title: string, total: string) => string;
  /** `sharing`: null with beds for all, 'all' without extra beds, else how many of them share a bed. */
  children: (who: string, price: string, noBed: string | null, total: string | null, sharing: string | null) => string;
  /** 'No, not at 9: X is for ages 12 and up.' and the other age answers (min is null: no minimum age). */
  ageNo: (age: string, title: string, min: string) => string;
  ageYes: (age: string, title: string, min: string | null) => string;
  ageOf: (title: string, min: string | null) => string;
  /** 'X includes return flights.' / 'X does not include flights from India; we can book them for you.' */
  flightsIn: (title: string) => string;
  flightsOut: (title: string) => string;
  /** 'X includes: hotels; meals.' */
  includes: (title: string) => string;
  /** What one package includes or leaves out of a thing asked ('lunch included?'), the catalog's lines quoted. */
  leftOut: (title: string, lines: string) => string;
  hasIt: (title: string, lines: string) => string;
  stayIs: (title: string, line: string) => string;
  inPlan: (title: string, lines: string) => string;
  notListed: (title: string) => string;
  /** 'No: Char Dham … does not go to Rishikesh': a place the day plan does not reach (the place as the catalog writes it). */
  notThere: (title: string, place: string) => string;
  /** The fare lines: a party's price, the single room, who travels, the total with GST (and TCS). */
  party: (title: string, n: string, price: string, total: string) => string;
  singleRoom: (title: string, price: string, extra: string) => string;
  noSingle: (title: string) => string;
  who: {
    adults: (n: string) => string;
    singles: (n: string) => string;
    withBed: (n: string) => string;
    noBed: (n: string) => string;
  };
  fare: (
    who: string,
    base: string,
    pct: string,
    gst: string,
    sum: string,
    tcs: { rate: string; amount: string; total: string } | null,
  ) => string;
  noTcs: (title: string) => string;
  startsIn: (title: string, city: string) => string;
  difference: (gap: string, n: string | null, total: string | null, prices: string) => string;
  offerUntil: (date: string, regular: string) => string;
  /** 'Yes, we do.': a service asked whether we offer it. */
  yesWeDo: string;
  /** A car answer's own lines (car-answer.ts); its rates come in the car screen's words. */
  car: {
    yes: string;
    match: string;
    also: string;
    fits: (n: string, title: string, seats: string, rate: string) => string;
    model: string;
    type: string;
    seats: (n: string) => string;
    next: string;
  };
  /** A trip we do not run (PLAN_IT): a plain no and an offer to plan it, with our WhatsApp and phone. */
  notOffered: (whatsapp: string, phone: string, instead: string | null) => string;
  grades: Record<'easy' | 'moderate' | 'difficult', string>;
  months: string[];
  /** Months written out, for a sentence ('सबसे अच्छा समय मई–सितंबर'). */
  fullMonths: string[];
  verdict: Record<string, string>;
  seeAll: (n: string) => string;
  book: string;
  /** The labels of a service or FAQ answer (embedded-answer.ts), whose own words the screens translate. */
  fromFaq: string;
  keepReady: string;
  takes: string;
  /** 'Next step: Apply for a visa — the button below.' / 'Next step: tap ‘…’ on the … page.' */
  nextButton: (label: string) => string;
  nextOnPage: (label: string, page: string) => string;
};

const PHRASES: Record<Script, Phrases> = {
  ta: {
    list: 'எங்கள் பேக்கேஜ்கள்:',
    one: 'பொருந்தும் பேக்கேஜ்:',
    closing: 'நாள்வாரியான திட்டத்துக்கு பேக்கேஜைத் திறக்கவும்; விலை விவரத்துக்கு உங்கள் தேதிகளை WhatsApp-இல் அனுப்புங்கள்.',
    more: (n) => `இன்னும் ${n} உள்ளன — கீழே உள்ள இணைப்பில் அனைத்தையும் பாருங்கள்.`,
    nearest: 'சரியாகப் பொருந்தும் பேக்கேஜ் இல்லை; அருகிலுள்ளவை:',
    compare: 'ஒப்பீடு:',
    lead: 'விவரங்கள் கீழே:',
    perPerson: 'ஒருவருக்கு',
    perCouple: 'ஒரு ஜோடிக்கு',
    days: 'நாட்கள்',
    best: 'சிறந்த காலம்',
    altitude: 'அதிகபட்ச உயரம்',
    perDay: 'ஒருவருக்கு ஒரு நாளுக்கு',
    childOnRequest: 'குழந்தைகளுக்கான கட்டணம் கேட்டுச் சொல்கிறோம் (வயதை WhatsApp-இல் அனுப்புங்கள்)',
    costs: (title, price, days) => `${title}: ஒருவருக்கு ${price}, ${days} நாட்கள்.`,
    bestTime: (title, months) => `${title}: சிறந்த காலம் ${months}.`,
    inSeason: (title, when, months) => `ஆம்: ${title} ${when}-இல் நல்லது; சிறந்த காலம் ${months}.`,
    outOfSeason: (title, when, months) => `இல்லை: ${title} ${when}-இல் ஏற்றதல்ல; சிறந்த காலம் ${months}.`,
    adults: (n, title, total) => `${title}, ${n} பெரியவர்${n === '1' ? 'க்கு' : 'களுக்கு'}: ${total}`,
    children: (who, price, noBed, total, sharing) =>
      `+ ${who === '1' ? 'குழந்தை' : `${who} குழந்தைகள், ஒவ்வொருவருக்கும்`}: படுக்கையுடன் ${price}${noBed ? ` (படுக்கை இல்லாமல் ${noBed})` : ''}${total ? `; ${sharing === null || sharing === 'all' ? `அனைவருக்கும் ${sharing ? 'கூடுதல் படுக்கை இல்லாமல்' : 'படுக்கையுடன்'}` : `${sharing} குழந்தை${sharing === '1' ? '' : 'கள்'} படுக்கையைப் பகிர்ந்துகொண்டால், அனைவருக்கும்`} மொத்தம் ${total}, வரிகள் தனி` : ''}.`,
    ageNo: (age, title, min) => `இல்லை, ${age} வயதில் முடியாது: ${title} ${min} வயதும் அதற்கு மேலும் உள்ளவர்களுக்கு மட்டுமே.`,
    ageYes: (age, title, min) =>
      min
        ? `ஆம்: ${title} ${min} வயதும் அதற்கு மேலும் உள்ளவர்களுக்கு; ${age} வயது சரி.`
        : `ஆம்: ${title}-க்கு குறைந்தபட்ச வயது வரம்பு இல்லை; ${age} வயது சரி.`,
    ageOf: (title, min) =>
      min ? `${title}: ${min} வயதும் அதற்கு மேலும் உள்ளவர்களுக்கு.` : `${title}-க்கு குறைந்தபட்ச வயது வரம்பு இல்லை.`,
    flightsIn: (title) => `${title}-இல் இருவழி விமானப் பயணம் சேர்க்கப்பட்டுள்ளது.`,
    flightsOut: (title) =>
      `${title}-இல் இந்தியாவிலிருந்து விமானப் பயணம் சேர்க்கப்படவில்லை; அதை நாங்கள் தனியாக முன்பதிவு செய்து தருகிறோம்.`,
    leftOut: (title, lines) => `${title}-இல் ${lines} சேர்க்கப்படவில்லை; அதற்குத் தனிக் கட்டணம்.`,
    hasIt: (title, lines) => `${title}-இல் ${lines} அடங்கும்.`,
    stayIs: (title, line) => `${title}-இல் தங்குமிடம்: ${line}.`,
    inPlan: (title, lines) => `${title} நாள்வாரித் திட்டத்தில் உள்ளது: ${lines}.`,
    notListed: (title) =>
      `நீங்கள் கேட்டது ${title}-இன் சேர்க்கைகளில் இல்லை, எனவே அது விலையில் சேராது; WhatsApp-இல் கேளுங்கள், ஏற்பாடு செய்து தருகிறோம்.`,
    notThere: (title, place) => `${title} ${place}-க்குச் செல்வதில்லை; WhatsApp-இல் கேளுங்கள், திட்டத்தில் சேர்த்துத் தருகிறோம்.`,
    party: (title, n, price, total) => `${title}, ${n} பேருக்கு: ஒருவருக்கு ${price} (${n} பேருக்கு ${total}).`,
    singleRoom: (title, price, extra) =>
      `${title}-இல் தனி அறை: ஒருவருக்கு ${price} (இருவர் பகிரும் அறையை விட ${extra} கூடுதல்).`,
    noSingle: (title) =>
      `${title}-க்கு தனி அறை விலை பட்டியலில் இல்லை: தங்குமிடம் இருவர் பகிர்வில்; தனி அறை கேட்டால் ஏற்பாடு செய்கிறோம் — WhatsApp-இல் கேளுங்கள், விலை சொல்கிறோம்.`,
    who: {
      adults: (n) => `${n} பெரியவர்${n === '1' ? '' : 'கள்'}`,
      singles: (n) => `(${n} பேர் தனி அறையில்)`,
      withBed: (n) => `படுக்கையுடன் ${n} குழந்தை${n === '1' ? '' : 'கள்'}`,
      noBed: (n) => `படுக்கை இல்லாமல் ${n} குழந்தை${n === '1' ? '' : 'கள்'}`,
    },
    fare: (who, base, pct, gst, sum, tcs) =>
      tcs
        ? `${who} — ${base} + ${pct} ஜிஎஸ்டி ${gst} = ${sum}, கூடவே டிசிஎஸ் ${tcs.rate} ${tcs.amount} (வருமான வரியில் கழித்துக்கொள்ளலாம்): மொத்தம் ${tcs.total}.`
        : `${who} — ${base} + ${pct} ஜிஎஸ்டி ${gst} = மொத்தம் ${sum}.`,
    noTcs: (title) => `${title}-க்கு டிசிஎஸ் இல்லை: டிசிஎஸ் வெளிநாட்டுப் பேக்கேஜ்களுக்கு மட்டுமே.`,
    startsIn: (title, city) => `${title} ${city}-இல் தொடங்குகிறது.`,
    difference: (gap, n, total, prices) =>
      `வித்தியாசம்: ஒருவருக்கு ${gap}${n ? `, ${n} பேருக்கு ${total}` : ''}, வரிகள் தனி (${prices}).`,
    offerUntil: (date, regular) => `இது ${date} வரையிலான சலுகை விலை (வழக்கமான விலை ${regular}).`,
    yesWeDo: 'ஆம், இந்தச் சேவையை நாங்கள் வழங்குகிறோம்.',
    car: {
      yes: 'ஆம், ஓட்டுநருடன் இந்தக் கார் உள்ளது:',
      match: 'ஓட்டுநருடன் இந்தக் கார்கள் பொருந்தும்:',
      also: 'உங்கள் குழுவுக்கு இவையும் பொருந்தும்:',
      fits: (n, title, seats, rate) => `${n} பேருக்கு ${title} பொருந்தும் (${seats}): ${rate}`,
      model: 'கார்',
      type: 'கார் வகை',
      seats: (n) => `${n} இருக்கைகள்`,
      next: 'ஏறும் இடம், தேதி, செல்லும் இடங்களை கார் வாடகைப் பக்கத்தில் அனுப்புங்கள்; பகல் நேரத்தில் 30 நிமிடங்களுக்குள் கார் மற்றும் ஓட்டுநரை உறுதிசெய்கிறோம்.',
    },
    notOffered: (whatsapp, phone, instead) =>
      `மன்னிக்கவும், இதற்கான பேக்கேஜ் இப்போது எங்களிடம் இல்லை. உங்களுக்காக ஒன்றைத் திட்டமிட்டுத் தர முடியும்: பயணத் தேதிகளையும் எத்தனை பேர் வருகிறீர்கள் என்பதையும் WhatsApp-இல் ${whatsapp} எண்ணுக்கு அனுப்புங்கள், அல்லது ${phone} எண்ணில் அழையுங்கள்.${instead ? `\nஇதற்குப் பதிலாக நாங்கள் நடத்தும் பயணங்கள்: ${instead}.` : ''}`,
    includes: (title) => `${title}-இல் அடங்கியவை`,
    grades: { easy: 'எளிது', moderate: 'மிதமானது', difficult: 'கடினம்' },
    months: ['ஜன', 'பிப்', 'மார்ச்', 'ஏப்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக', 'செப்', 'அக்', 'நவ', 'டிச'],
    fullMonths: [
      'ஜனவரி',
      'பிப்ரவரி',
      'மார்ச்',
      'ஏப்ரல்',
      'மே',
      'ஜூன்',
      'ஜூலை',
      'ஆகஸ்ட்',
      'செப்டம்பர்',
      'அக்டோபர்',
      'நவம்பர்',
      'டிசம்பர்',
    ],
    verdict: {
      cheaper: 'குறைந்த விலை',
      'cheaper per day': 'ஒரு நாளுக்கு குறைந்த செலவு',
      higher: 'அதிக உயரம்',
      lower: 'குறைந்த உயரம்',
      shorter: 'குறைந்த நாட்கள்',
      longer: 'அதிக நாட்கள்',
      easier: 'எளிதானது',
      harder: 'கடினமானது',
      'same price': 'இரண்டுக்கும் ஒரே விலை',
      'same price per day': 'இரண்டுக்கும் ஒரு நாளுக்கு ஒரே செலவு',
      'same length': 'இரண்டும் ஒரே அளவு நாட்கள்',
      'same height': 'இரண்டும் ஒரே உயரம்',
      'same grade': 'இரண்டும் ஒரே கடினத் தரம்',
    },
    seeAll: (n) => `அனைத்தையும் பார்க்க (${n})`,
    book: 'பதிவு செய்ய',
    fromFaq: 'அடிக்கடி கேட்கப்படும் கேள்விகளிலிருந்து',
    keepReady: 'தயாராக வைத்திருக்க வேண்டியவை:',
    takes: 'ஆகும் காலம்:',
    nextButton: (label) => `அடுத்த படி: கீழே உள்ள ‘${label}’ பொத்தான்.`,
    nextOnPage: (label, page) => `அடுத்த படி: ${page} பக்கத்தில் ‘${label}’ என்பதைத் தட்டுங்கள்.`,
  },
  hi: {
    list: 'हमारे पैकेज:',
    one: 'यह पैकेज मेल खाता है:',
    closing: 'दिन-ब-दिन कार्यक्रम के लिए पैकेज खोलें, या कोटेशन के लिए अपनी तारीख़ें WhatsApp पर भेजें।',
    more: (n) => `${n} और हैं — सब नीचे दिए लिंक पर देखें।`,
    nearest: 'ठीक-ठीक मेल खाता पैकेज नहीं है; सबसे नज़दीकी ये हैं:',
    compare: 'तुलना:',
    lead: 'जानकारी नीचे है:',
    perPerson: 'प्रति व्यक्ति',
    perCouple: 'प्रति जोड़ा',
    days: 'दिन',
    best: 'सबसे अच्छा समय',
    altitude: 'अधिकतम ऊँचाई',
    perDay: 'प्रति व्यक्ति प्रति दिन',
    childOnRequest: 'बच्चों का किराया पूछकर बताएँगे (उम्र WhatsApp पर भेजें)',
    costs: (title, price, days) => `${title}: ${price} प्रति व्यक्ति, ${days} दिन।`,
    bestTime: (title, months) => `${title}: सबसे अच्छा समय ${months}।`,
    inSeason: (title, when, months) => `हाँ: ${title} ${when} में अच्छा है; सबसे अच्छा समय ${months}।`,
    outOfSeason: (title, when, months) => `नहीं: ${title} ${when} में सही समय नहीं; सबसे अच्छा समय ${months}।`,
    adults: (n, title, total) => `${title}, ${n} ${n === '1' ? 'वयस्क' : 'वयस्कों'} के लिए: ${total}`,
    children: (who, price, noBed, total, sharing) =>
      `+ ${who === '1' ? 'बच्चा' : `${who} बच्चे, हर एक`}: बिस्तर के साथ ${price}${noBed ? ` (बिना बिस्तर ${noBed})` : ''}${total ? `; ${sharing === null || sharing === 'all' ? `सबके लिए ${sharing ? 'बिना अतिरिक्त बिस्तर' : 'बिस्तर सहित'}` : `${sharing} ${sharing === '1' ? 'बच्चा बिस्तर साझा करे' : 'बच्चे बिस्तर साझा करें'} तो सबके लिए`} कुल ${total}, कर अलग` : ''}।`,
    ageNo: (age, title, min) => `नहीं, ${age} साल की उम्र में नहीं: ${title} ${min} साल और उससे ऊपर के लिए है।`,
    ageYes: (age, title, min) =>
      min
        ? `हाँ: ${title} ${min} साल और उससे ऊपर के लिए है, इसलिए ${age} साल ठीक है।`
        : `हाँ: ${title} के लिए कोई न्यूनतम उम्र नहीं है, इसलिए ${age} साल ठीक है।`,
    ageOf: (title, min) => (min ? `${title} ${min} साल और उससे ऊपर के लिए है।` : `${title} के लिए कोई न्यूनतम उम्र नहीं है।`),
    flightsIn: (title) => `${title} में आने-जाने की उड़ानें शामिल हैं।`,
    flightsOut: (title) => `${title} में भारत से उड़ानें शामिल नहीं हैं; हम उन्हें अलग से बुक कर देते हैं।`,
    leftOut: (title, lines) => `${title} में ${lines} शामिल नहीं है; इसका ख़र्च अलग से है।`,
    hasIt: (title, lines) => `${title} में ${lines} शामिल है।`,
    stayIs: (title, line) => `${title} में ठहरने की व्यवस्था: ${line}।`,
    inPlan: (title, lines) => `${title} के दिन-वार कार्यक्रम में है: ${lines}।`,
    notListed: (title) =>
      `आपकी पूछी चीज़ ${title} की सुविधाओं में नहीं है, इसलिए यह क़ीमत में शामिल नहीं; WhatsApp पर पूछें, हम इंतज़ाम कर देंगे।`,
    notThere: (title, place) => `${title} ${place} नहीं जाता; WhatsApp पर पूछें, हम इसे कार्यक्रम में जोड़ देंगे।`,
    party: (title, n, price, total) => `${title}, ${n} लोगों के लिए: ${price} प्रति व्यक्ति (${n} लोगों का ${total})।`,
    singleRoom: (title, price, extra) => `${title} में सिंगल रूम: ${price} प्रति व्यक्ति (ट्विन शेयरिंग से ${extra} ज़्यादा)।`,
    noSingle: (title) =>
      `${title} में सिंगल रूम का दाम तय नहीं है: ठहरना ट्विन शेयरिंग पर है, सिंगल रूम माँगने पर मिलता है — WhatsApp पर पूछें, हम दाम बता देंगे।`,
    who: {
      adults: (n) => `${n} ${n === '1' ? 'वयस्क' : 'वयस्कों'}`,
      singles: (n) => `(${n} सिंगल रूम में)`,
      // Read before 'के लिए', so in the oblique case: '1 बच्चे के लिए', '2 बच्चों के लिए' (as 'वयस्कों' above).
      withBed: (n) => `बिस्तर के साथ ${n} ${n === '1' ? 'बच्चे' : 'बच्चों'}`,
      noBed: (n) => `बिना बिस्तर ${n} ${n === '1' ? 'बच्चे' : 'बच्चों'}`,
    },
    fare: (who, base, pct, gst, sum, tcs) =>
      tcs
        ? `${who} के लिए: ${base} + ${pct} जीएसटी ${gst} = ${sum}, और टीसीएस ${tcs.rate} ${tcs.amount} (आयकर में समायोजित होता है): कुल ${tcs.total}।`
        : `${who} के लिए: ${base} + ${pct} जीएसटी ${gst} = कुल ${sum}।`,
    noTcs: (title) => `${title} पर टीसीएस नहीं लगता: टीसीएस सिर्फ़ विदेश के पैकेज पर लगता है।`,
    startsIn: (title, city) => `${title} ${city} से शुरू होता है।`,
    difference: (gap, n, total, prices) =>
      `अंतर: प्रति व्यक्ति ${gap}${n ? `, ${n} लोगों के लिए ${total}` : ''}, कर अलग (${prices})।`,
    offerUntil: (date, regular) => `यह ऑफ़र दाम ${date} तक है (सामान्य दाम ${regular})।`,
    yesWeDo: 'हाँ, यह सेवा हम देते हैं।',
    car: {
      yes: 'हाँ, ड्राइवर के साथ यह कार मिलती है:',
      match: 'ड्राइवर के साथ ये कारें मिलती हैं:',
      also: 'आपके समूह के लिए ये भी:',
      fits: (n, title, seats, rate) => `${n} लोगों के लिए ${title} ठीक है (${seats}): ${rate}`,
      model: 'कार',
      type: 'कार का प्रकार',
      seats: (n) => `${n} सीटें`,
      next: 'कार किराया पेज पर पिकअप की जगह, तारीख़ और जगहें भेजें; दिन में 30 मिनट के भीतर हम कार और ड्राइवर पक्का कर देते हैं।',
    },
    notOffered: (whatsapp, phone, instead) =>
      `माफ़ कीजिए, इसका पैकेज अभी हमारे पास नहीं है। हम आपके लिए एक यात्रा तैयार कर सकते हैं: अपनी तारीख़ें और कितने लोग जा रहे हैं, यह WhatsApp पर ${whatsapp} पर भेजें, या ${phone} पर फ़ोन करें।${instead ? `\nइसकी जगह हम ये यात्राएँ कराते हैं: ${instead}।` : ''}`,
    includes: (title) => `${title} में शामिल`,
    grades: { easy: 'आसान', moderate: 'मध्यम', difficult: 'कठिन' },
    months: ['जन', 'फ़र', 'मार्च', 'अप्रै', 'मई', 'जून', 'जुला', 'अग', 'सित', 'अक्टू', 'नव', 'दिस'],
    fullMonths: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    verdict: {
      cheaper: 'सस्ता',
      'cheaper per day': 'प्रति दिन सस्ता',
      higher: 'ज़्यादा ऊँचाई',
      lower: 'कम ऊँचाई',
      shorter: 'कम दिन',
      longer: 'ज़्यादा दिन',
      easier: 'आसान',
      harder: 'कठिन',
      'same price': 'दोनों का दाम बराबर',
      'same price per day': 'दोनों का प्रति दिन ख़र्च बराबर',
      'same length': 'दोनों उतने ही दिन के',
      'same height': 'दोनों की ऊँचाई बराबर',
      'same grade': 'दोनों एक ही स्तर के',
    },
    seeAll: (n) => `सभी ${n} देखें`,
    book: 'बुक करें',
    fromFaq: 'अक्सर पूछे जाने वाले सवालों से',
    keepReady: 'ये तैयार रखें:',
    takes: 'कितना समय लगता है:',
    nextButton: (label) => `अगला क़दम: नीचे दिया ‘${label}’ बटन।`,
    nextOnPage: (label, page) => `अगला क़दम: ${page} पेज पर ‘${label}’ दबाएँ।`,
  },
};

const YES: Record<Script, string> = { ta: 'ஆம்', hi: 'हाँ' };
const NO: Record<Script, string> = { ta: 'இல்லை', hi: 'नहीं' };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Who travels ('2 adults (1 in a single room) and 1 child with a bed and 1 child without one') in the language. */
function whoIn(who: string, p: Phrases): string {
  return who
    .split(' and ')
    .map((part) => {
      const adults = /^(\d+) adults?(?: \((\d+) in a single room\))?$/.exec(part);
      if (adults)
        return [p.who.adults(adults[1]!), adults[2] ? p.who.singles(adults[2]) : ''].filter(Boolean).join(' ');
      const kids = /^(\d+) (?:child|children) with(out)? (?:a bed|one)$/.exec(part);
      if (kids) return kids[2] ? p.who.noBed(kids[1]!) : p.who.withBed(kids[1]!);
      return part;
    })
    .join(', ');
}

/** One package line ('• Title — ₹price per person, 6 days; best Dec–Apr, …') in the language. */
function packageLine(line: string, p: Phrases, titles: string[]): string {
  const title = titles.find((name) => line.startsWith(`• ${name} — `));
  if (!title) return line;
  // The English summary after the facts is left out; the facts are the catalog's own.
  const facts = line
    .slice(`• ${title} — `.length)
    .replace(/(\d+ days)\. [A-Z].*$/, '$1')
    .replace(/\.$/, '');
  const localized = facts
    .replace(/\((₹[\d,]+) per day per person\)/g, `(${p.perDay} $1)`)
    .replace(/ per person/g, ` ${p.perPerson}`)
    .replace(/ per couple/g, ` ${p.perCouple}`)
    .replace(/\((₹[\d,]+) for (\d+)\)/g, '($2 → $1)')
    .replace(/(\d+) days/g, `$1 ${p.days}`)
    .replace(/\bbest all year\b/g, `${p.best}: ✓ 12/12`)
    .replace(
      /\bbest ([A-Z][a-z]{2}[^;,]*(?:, [A-Z][a-z]{2}[–-][A-Z][a-z]{2})*)/g,
      (_, months: string) => `${p.best}: ${months}`,
    )
    .replace(/max altitude ([\d,]+) m/g, `${p.altitude} $1 மீ`)
    .replace(/\b(easy|moderate|difficult)\b/g, (grade) => p.grades[grade as keyof Phrases['grades']])
    .replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g, (month) => p.months[MONTHS.indexOf(month)]!);
  return `• ${title} — ${localized}`;
}

/**
 * The FAQ's and the services' own sentences (question, answer, points; title, summary, details, documents,
 * turnaround, action), each with its Tamil or Hindi as the FAQ and service screens show it
 * (shared/i18n/{ta,hi}/screens), built once per language on first use.
 */
const KNOWN_TEXTS: Record<Script, () => Map<string, string>> = {
  ta: once(() => knownTexts(taFaq, taServices)),
  hi: once(() => knownTexts(hiFaq, hiServices)),
};

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

function knownTexts(faq: Readonly<Record<string, string>>, services: Readonly<Record<string, string>>) {
  const known = new Map<string, string>();
  const put = (english: string, key: string, table: Readonly<Record<string, string>>) => {
    if (table[key]) known.set(english, table[key]);
  };
  for (const entry of FAQ) {
    put(entry.question, `${entry.id}.question`, faq);
    put(entry.answer, `${entry.id}.answer`, faq);
    entry.points?.forEach((point, i) => put(point, `${entry.id}.point${i + 1}`, faq));
  }
  for (const service of SERVICES) {
    const key = (field: string) => `${service.slug}.${field}`;
    put(service.title, key('title'), services);
    put(service.summary, key('summary'), services);
    service.details.forEach((detail, i) => put(detail, key(`detail${i + 1}`), services));
    service.documents.forEach((document, i) => put(document, key(`document${i + 1}`), services));
    put(service.turnaround, key('turnaround'), services);
    put(service.action.label, key('action'), services);
  }
  return known;
}

/** A line of a service or FAQ answer in the language, where its words are the screens' own; null otherwise. */
function knownLine(line: string, known: Map<string, string>, p: Phrases): string | null {
  const said = (text: string) => known.get(text) ?? text;
  const bullet = line.startsWith('• ') ? '• ' : '';
  const whole = known.get(line.slice(bullet.length));
  if (whole) return `${bullet}${whole}`;
  const faq = /^From our FAQ: “(.+)”$/.exec(line);
  if (faq) return `${p.fromFaq}: “${said(faq[1]!)}”`;
  if (line === 'What to keep ready:') return p.keepReady;
  const takes = /^How long it takes: (.+)$/.exec(line);
  if (takes) return `${p.takes} ${said(takes[1]!)}`;
  const button = /^Next step: (.+) — the button below\.$/.exec(line);
  if (button) return p.nextButton(said(button[1]!));
  const onPage = /^Next step: tap ‘(.+)’ on the (.+) page\.$/.exec(line);
  if (onPage) return p.nextOnPage(said(onPage[1]!), said(onPage[2]!));
  // A service's first line: its title and summary, after 'Yes, we do.' where the visitor asked if we offer it.
  const service = /^(Yes, we do\. )?([^:]+): (.+)$/.exec(line);
  if (service && known.has(service[2]!) && known.has(service[3]!))
    return `${service[1] ? `${p.yesWeDo} ` : ''}${said(service[2]!)}: ${said(service[3]!)}`;
  return null;
}

/** The car rental link's label in each language: the header's and menu's own words. */
const BOOK_CAR_LABEL: Record<Script, string> = { ta: taLayout.bookCarRental, hi: hiLayout.bookCarRental };

/** The car screen's words for a rate, per language (the rates are the car rental page's own sentences). */
const CAR_WORDS = { ta: translator(enCars, taCars), hi: translator(enCars, hiCars) };

/** A car's rate as car-answer.ts writes it in English ('₹18 per km, at least 250 km a day; driver ₹400 a day'), in the language. */
function carRate(rate: string, script: Script): string {
  const t = CAR_WORDS[script];
  const amount = (text: string | undefined) => (text === undefined ? undefined : Number(text.replace(/\D/g, '')));
  const from = /^From (₹[\d,]+) per km$/.exec(rate);
  if (from) return t('rateFrom', { rate: from[1]! });
  const model = /^(₹[\d,]+) per km(?:, at least (\d+) km a day)?(?:; driver (₹[\d,]+) a day)?$/.exec(rate);
  if (!model) return rate;
  const [, perKm, minKm, driver] = model;
  return (
    carRateText({ ratePerKm: amount(perKm), minKmPerDay: amount(minKm), driverAllowancePerDay: amount(driver) }, t) ??
    rate
  );
}

/** A line of a car answer (car-answer.ts) in the language; null when it is not one. */
function carLine(line: string, p: Phrases, script: Script): string | null {
  const fixed = (Object.keys(CAR_LINES) as (keyof typeof CAR_LINES)[]).find((key) => CAR_LINES[key] === line);
  if (fixed) return p.car[fixed];
  const fits = /^For (\d+) people, the (.+) fits \((\d+) seats\): (.+)$/.exec(line);
  if (fits) return p.car.fits(fits[1]!, fits[2]!, p.car.seats(fits[3]!), carRate(fits[4]!, script));
  const car = /^• (.+) \((car|car type)(?:, (\d+(?: to \d+)?) seats)?\) — (.+)$/.exec(line);
  if (car) {
    const kind = car[2] === 'car' ? p.car.model : p.car.type;
    const seats = car[3] ? `, ${p.car.seats(car[3].replace(' to ', '–'))}` : '';
    return `• ${car[1]} (${kind}${seats}) — ${carRate(car[4]!, script)}`;
  }
  return null;
}

/** A reply in the language of `script`, from the English answer and the package titles it names. */
export function inLanguage(answer: Answer, script: Script, titles: string[]): Answer {
  const p = PHRASES[script];
  const metre = script === 'ta' ? 'மீ' : 'मी';
  const lines = answer.reply.split('\n');
  const packageAnswer = lines.some((line) => titles.some((name) => line.startsWith(`• ${name} — `)));
  // A trip we do not run (package-answer.ts): the no and how to ask for it, in the language.
  const unoffered =
    /\nSend us your dates and how many of you are travelling on WhatsApp (.+), or call (.+)\.(?:\nWhat we do run instead \(.*?\): (.+)\.)?$/.exec(
      answer.reply,
    );
  if (unoffered && /^We have no .* yet; we can plan one for you\.$/.test(lines[0]!))
    return {
      reply: p.notOffered(unoffered[1]!, unoffered[2]!, unoffered[3]?.replace(/; /g, ', ') ?? null),
      links: answer.links,
    };
  const known = KNOWN_TEXTS[script]();
  const out = lines.map((line) => {
    const translated = packageAnswer ? null : (knownLine(line, known, p) ?? carLine(line, p, script));
    if (translated) return translated;
    if (line.startsWith('• ')) return packageLine(line, p, titles).replace(/ மீ/g, ` ${metre}`);
    if (line.startsWith('Yes, we do. ')) return `${p.yesWeDo} ${line.slice('Yes, we do. '.length)}`;
    if (!packageAnswer) return line;
    if (/^Open a package/.test(line)) return p.closing;
    if (/^Side by side:/.test(line)) return p.compare;
    const more = /^(\d+) more/.exec(line);
    if (more) return p.more(more[1]!);
    if (
      /^No .*sorry|^No, none of these|^None of these|^Nothing here fits|^We have no|^Sorry, (none|we have no)/.test(
        line,
      )
    )
      return p.nearest;
    if (/^Our .*: one matches\.$/.test(line)) return p.one;
    if (/^Our .*:$|^These packages match:|^This package matches:|^Good in /.test(line)) return p.list;
    const verdict =
      /^(Cheaper per day|Cheaper|Higher|Lower|Shorter|Longer|Easier|Harder|Costlier per day|Costlier|Same price per day|Same price|Same length|Same height|Same grade): (.*)$/.exec(
        line,
      );
    if (verdict) {
      // A tie names the packages it joins: their titles, joined in the language.
      const tied = verdict[1]!.startsWith('Same') ? titles.filter((title) => verdict[2]!.includes(title)) : [];
      const rest =
        tied.length >= 2
          ? `${tied.join(script === 'ta' ? ' மற்றும் ' : ' और ')}.`
          : verdict[2]!.replace(/\((₹[\d,]+) per day per person\)/, `(${p.perDay} $1)`);
      return `${p.verdict[verdict[1]!.toLowerCase()] ?? verdict[1]}: ${rest}`;
    }
    // Written out in a sentence ('May–Sep' → 'मई–सितंबर'), as 'June' is.
    const months = (text: string) =>
      text.replace(
        /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/g,
        (_, month: string) => p.fullMonths[MONTHS.indexOf(month)]!,
      );
    return (
      line
        .replace(
          /^(.+) costs (₹[\d,]+) per person for (\d+) days(?: \(\d+ nights?\))?(?:, about ₹[\d,]+ a day per person)?\.$/,
          (_, title: string, price: string, days: string) => p.costs(title, price, days),
        )
        .replace(/^The best time for (.+): ([^:]+)\.$/, (_, title: string, when: string) =>
          p.bestTime(title, months(when)),
        )
        .replace(
          /^Yes: (.+) is good in (.+); its best time is (.+)\.$/,
          (_, title: string, when: string, best: string) => p.inSeason(title, months(when), months(best)),
        )
        .replace(/^No: (.+) is best in (.+), not in (.+)\.$/, (_, title: string, best: string, when: string) =>
          p.outOfSeason(title, months(when), months(best)),
        )
        .replace(
          /^For (\d+) adults? on (.+?): (₹[\d,]+|price on request)/,
          (_, n: string, title: string, total: string) => p.adults(n, title, total),
        )
        .replace(/child price on request \(send us the ages on WhatsApp\)/, p.childOnRequest)
        // The fare, as the booking screen computes it, in the language.
        .replace(
          /^(.+) for (\d+): (₹[\d,]+) per person \((₹[\d,]+) for \d+\)\.$/,
          (_, title: string, n: string, price: string, total: string) => p.party(title, n, price, total),
        )
        .replace(
          /^Single room on (.+): (₹[\d,]+) per person \((₹[\d,]+) more than on twin sharing\)\.$/,
          (_, title: string, price: string, extra: string) => p.singleRoom(title, price, extra),
        )
        .replace(/^(.+) has no single-room price listed; .*$/, (_, title: string) => p.noSingle(title))
        .replace(/^No TCS on (.+): TCS applies only to international packages\.$/, (_, title: string) => p.noTcs(title))
        .replace(
          /^For (.+?): (₹[\d,]+) \+ (\d+%) GST (₹[\d,]+) = (₹[\d,]+)(?:, plus TCS at ([\d.]+%) (₹[\d,]+) \(adjusted against your income tax\): (₹[\d,]+))? in all\.$/,
          (
            _,
            who: string,
            base: string,
            pct: string,
            gst: string,
            sum: string,
            rate?: string,
            tcs?: string,
            total?: string,
          ) => p.fare(whoIn(who, p), base, pct, gst, sum, rate ? { rate, amount: tcs!, total: total! } : null),
        )
        .replace(/^(.+) starts in (.+)\.$/, (_, title: string, city: string) => p.startsIn(title, city))
        .replace(
          /^Difference: (₹[\d,]+) per person(?:, (₹[\d,]+) for (\d+))? before taxes \((.+)\)\.$/,
          (_, gap: string, total: string | undefined, n: string | undefined, prices: string) =>
            p.difference(gap, n ?? null, total ?? null, prices),
        )
        .replace(/^That is an offer price until (.+) \(regular (₹[\d,]+)\)\.$/, (_, date: string, regular: string) =>
          p.offerUntil(months(date), regular),
        )
        // A thing asked of a package: the verdict in the language, the catalog's quoted lines as they are.
        .replace(
          /^No: (.+) does not include (“.+”) \(listed as extra\)\.$/,
          (_, title: string, lines: string) => `${NO[script]}: ${p.leftOut(title, lines.replace(/” and “/g, '”, “'))}`,
        )
        .replace(
          /^(Yes: )?(.+) includes (“.+”)\.$/,
          (_, yes: string | undefined, title: string, lines: string) =>
            `${yes ? `${YES[script]}: ` : ''}${p.hasIt(title, lines.replace(/” and “/g, '”, “'))}`,
        )
        .replace(
          /^(Yes: )?[Tt]he stay on (.+): (“.+”)\.$/,
          (_, yes: string | undefined, title: string, text: string) =>
            `${yes ? `${YES[script]}: ` : ''}${p.stayIs(title, text)}`,
        )
        .replace(
          /^(Yes: )?[Tt]he day plan of (.+) has (“.+”)\.$/,
          (_, yes: string | undefined, title: string, lines: string) =>
            `${yes ? `${YES[script]}: ` : ''}${p.inPlan(title, lines.replace(/” and “/g, '”, “'))}`,
        )
        .replace(
          /^No: (.+) does not list (.+) among its inclusions, so it is not part of the price; ask us on WhatsApp and we can arrange it\.$/,
          // The words asked, read back from the script, are no words to show: 'what you asked' stands for them.
          (_, title: string) => `${NO[script]}: ${p.notListed(title)}`,
        )
        .replace(
          /^No: (.+) does not go to (.+); ask us on WhatsApp and we can plan it in\.$/,
          (_, title: string, place: string) => `${NO[script]}: ${p.notThere(title, place)}`,
        )
        .replace(/ ([^.;:]+?) includes: /, (_, title: string) => ` ${p.includes(title)}: `)
        .replace(/^No, not at (\d+): (.+) is for ages (\d+) and up\.$/, (_, age: string, title: string, min: string) =>
          p.ageNo(age, title, min),
        )
        .replace(
          /^Yes: (.+?) (?:is for ages (\d+) and up|has no minimum age), so (\d+) is fine\.$/,
          (_, title: string, min: string | undefined, age: string) => p.ageYes(age, title, min ?? null),
        )
        .replace(/^(.+) is for ages (\d+) and up\.$/, (_, title: string, min: string) => p.ageOf(title, min))
        .replace(/^(.+) has no minimum age\.$/, (_, title: string) => p.ageOf(title, null))
        .replace(
          /^(?:(Yes|No): )?(.+?) includes return flights\./,
          (_, verdict: string | undefined, title: string) =>
            `${verdict ? `${verdict === 'Yes' ? YES[script] : NO[script]}: ` : ''}${p.flightsIn(title)}`,
        )
        .replace(
          /^(?:(Yes|No): )?(.+?) does not include flights from India; we can book them for you\./,
          (_, verdict: string | undefined, title: string) =>
            `${verdict ? `${verdict === 'Yes' ? YES[script] : NO[script]}: ` : ''}${p.flightsOut(title)}`,
        )
        .replace(
          /\+ (the child|\d+ children): (₹[\d,]+)(?: each)? with a bed(?: \((₹[\d,]+) without one\))?(?:; (₹[\d,]+) in all (with beds|without extra beds|with (\d+) of them sharing a bed), before taxes)?\./,
          (_, who: string, price: string, noBed?: string, total?: string, beds?: string, sharing?: string) =>
            p.children(
              who === 'the child' ? '1' : who.split(' ')[0]!,
              price,
              noBed ?? null,
              total ?? null,
              beds === 'without extra beds' ? 'all' : (sharing ?? null),
            ),
        )
    );
  });
  const reply = packageAnswer ? out.join('\n') : [p.lead, ...out].join('\n');
  const links: ChatLink[] = answer.links.map((link) => {
    const all = /^See all (\d+)/.exec(link.label);
    if (all) return { ...link, label: p.seeAll(all[1]!) };
    // The car rental page's link as the site's own menu names it ('Book' and a package's title for the rest).
    if (link.path === BOOK_CAR.path) return { ...link, label: BOOK_CAR_LABEL[script] };
    return link.label.startsWith('Book ') ? { ...link, label: `${p.book}: ${link.label.slice(5)}` } : link;
  });
  return { reply, links };
}
