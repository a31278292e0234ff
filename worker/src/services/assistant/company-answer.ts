// Who we are, asked of Visbot: whether we are a real agency and where, the GSTIN, since when, the grievance officer,
// the one account we take money on, the office's address, hours, email and WhatsApp number. Answered from the business settings (shared/business.ts), the same facts
// the footer, /about and /pay-safely show, never from a model or the FAQ's prose. In Tamil or Devanagari script
// when the question is (the figures, names and address stay as they are written).
import type { ChatLink } from '#shared/schemas/chat';
import { addressLine, BUSINESS, membershipList, type Business } from '#shared/business';
import { FAQ } from '#shared/faq';
import type { Answer } from './package-answer';

type Fact =
  | 'otp'
  | 'identity'
  | 'gstin'
  | 'registration'
  | 'founded'
  | 'grievance'
  | 'payTo'
  | 'address'
  | 'hours'
  | 'email'
  | 'whatsapp';
type Script = 'ta' | 'hi';

/** Each fact's cues: in Latin letters (English, Hinglish, Tanglish), then in the two scripts. */
const CUES: [Fact, RegExp][] = [
  // 'someone called from your office asking my OTP, is that you?': we never ask for one, whoever calls.
  ['otp', /\b(otp|one time password|cvv|upi pin|card pin|atm pin)\b|ஓடிபி|ओटीपी/i],
  // 'are you a genuine agency or a scam?', 'real company or just a bot site?': who we are and where.
  [
    'identity',
    /\b(genuine|real|actual|legit|legitimate|authentic|trusted|trustworthy|fake|fraud|scam)\b.*\b(company|agency|agent|business|firm|site|website|travels?|operator)\b|\b(company|agency|site|website)\b.*\b(genuine|legit|fake|fraud|scam)\b|(உண்மையான|போலி|நம்பகமான).*(நிறுவன|ஏஜென்சி|கம்பெனி)|(असली|नकली|फ़र्ज़ी|फर्जी|भरोसेमंद).*(कंपनी|एजेंसी|एजेंट)/i,
  ],
  // 'your GST no?', 'GST नंबर': the number itself, not the tax rate.
  [
    'gstin',
    /\bgstin\b|\bgst (no|nos|num|number|regn|registration|id)\b|\bgst\s*(नंबर|नम्बर|संख्या|எண்|நம்பர்)|ஜிஎஸ்டி (எண்|நம்பர்)|ஜிஎஸ்டிஐஎன்|जीएसटी (नंबर|नम्बर|संख्या)|जीएसटीआईएन/i,
  ],
  [
    'registration',
    /\bregistered (company|business|firm|agency|agent)\b|\bcompany registration\b|\blegal name\b|पंजीकृत कंपनी|रजिस्टर्ड कंपनी/i,
  ],
  ['grievance', /\bgrievance\b|\bcomplain(t|ts)?\b|\bshikayat\b|\bpugar\b|புகார்|குறைதீர்|शिकायत/i],
  [
    'founded',
    /\b(since|from) (which|what|when) year\b|\b(which|what) year\b.*\b(start|started|establish|established|founded|begin|began)\b|\b(established|founded|estd|incorporated) (in|when|since)\b|\bhow (old|long)\b.*\b(company|business|agency|firm|in business|been)\b|\bkab se\b|\bsince when\b|எந்த வருட|எப்போது தொடங்கி|எத்தனை வருடமா|कब से|कब शुरू|किस साल/i,
  ],
  // 'asked to pay his own GPay number', 'personal phonepe pe paise': our only accounts, and that it is not us.
  [
    'payTo',
    /\b(personal|private|individual|someone s|(his|her|their)( own)?) (gpay|google pay|phone ?pe|paytm|upi|bank account|account|number|mobile number)\b|\bupi (id|address|handle|number)\b|\b(bank|account) (details|number|no)\b|\bifsc\b|\bwhich (account|upi)\b|\b(pay|transfer|send money) (to|into) (which|what|whom)\b|யுபிஐ ஐடி|வங்கிக் கணக்கு|यूपीआई आईडी|बैंक खाता|खाता संख्या/i,
  ],
  // 'give whatsapp number', 'your phone no?': the number to message, whatever it is wanted for.
  [
    'whatsapp',
    /\bwhats ?app (no|nos|num|number|numbers|contact)\b|\b(your|ur|office|contact|customer care) (phone|mobile|cell|contact|helpline) ?(no|nos|num|number|numbers)\b|(வாட்ஸ்அப்|வாட்ஸ் அப்|போன்|தொலைபேசி) (நம்பர்|எண்)|(व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|फ़ोन|फोन|मोबाइल) (नंबर|नम्बर)/i,
  ],
  ['email', /\b(e-?mail|mail) (id|address)\b|\byour e-?mail\b|\bemail (us|you)\b|மின்னஞ்சல்|ஈமெயில்|ईमेल|ई-मेल/i],
  [
    'address',
    /\b(office|branch|shop)\b.*\b(where|address|located|location|situated|come|visit)\b|\b(where|address)\b.*\b(office|branch)\b|\byour (full )?address\b|\bwhere are you (located|based)\b|(ஆபீஸ்|ஆஃபீஸ்|அலுவலக)\S*.*(எங்கே|எங்க|முகவரி)|(எங்கே|எங்க|முகவரி).*(ஆபீஸ்|ஆஃபீஸ்|அலுவலக)|(ऑफिस|ऑफ़िस|दफ़्तर|दफ्तर|कार्यालय).*(कहाँ|कहां|पता)|(कहाँ|कहां|पता).*(ऑफिस|ऑफ़िस|दफ़्तर|दफ्तर|कार्यालय)/i,
  ],
  [
    'hours',
    /\b(office|working|business) (hours|timings?|time)\b|\b(what time|when) (do|does|will) (you|u|ur office|your office|the office) (open|close)\b|\bopen on (sunday|saturday)s?\b|(ஆபீஸ்|ஆஃபீஸ்|அலுவலக)\S*.*(நேரம்|திறக்க)|(ऑफिस|ऑफ़िस|दफ़्तर|दफ्तर|कार्यालय).*(बजे|खुल|बंद|समय)/i,
  ],
];

/** The facts each one's sentence states too. */
const SAYS_TOO: Partial<Record<Fact, Fact[]>> = {
  otp: ['identity', 'address', 'hours'],
  identity: ['gstin', 'registration', 'founded', 'address', 'hours'],
  registration: ['gstin'],
  address: ['hours'],
};

const CONTACT: ChatLink[] = [{ label: 'Contact us', path: '/contact' }];
const ABOUT: ChatLink[] = [{ label: 'About us', path: '/about' }];
const PAY_SAFELY: ChatLink[] = [{ label: 'Pay safely', path: '/pay-safely' }];

/** Which facts the message asks; none when it asks none (the rest of Visbot answers it). */
function factsAsked(raw: string, latin: string): Fact[] {
  return CUES.filter(([, cue]) => cue.test(raw) || cue.test(latin)).map(([fact]) => fact);
}

/** One sentence per fact, in the script asked or in English. */
function sentence(fact: Fact, business: Business, script: Script | null): string {
  const address = addressLine(business);
  const { grievanceOfficer: officer, payment } = business;
  const { bank } = payment;
  const memberships = membershipList(business)
    .map((entry) => `${entry.label}: ${entry.number}`)
    .join('; ');
  // The phone we answer WhatsApp on, as the site writes it ('+91 98400 12345').
  const whatsapp =
    business.phones.find((phone) => phone.replace(/\D/g, '').endsWith(business.whatsappNumber.slice(-10))) ??
    `+${business.whatsappNumber}`;
  const { locality } = business.address;
  // The FAQ's own words for what we never ask for ('We never ask for your card PIN, OTP or UPI PIN on a call').
  const never = FAQ.flatMap((entry) => entry.points ?? []).find((point) => /\bOTP\b/.test(point)) ?? '';
  const lines: Record<Fact, Record<Script | 'en', string>> = {
    identity: {
      en: `${business.tradeName} is a registered travel agency in ${locality}, arranging travel since ${business.foundingYear} (${business.legalName}, GSTIN ${business.gstin}). Our office: ${address} (${business.hours}). I’m Visbot, its assistant.`,
      ta: `${business.tradeName} ${locality}-இல் உள்ள பதிவுசெய்யப்பட்ட பயண நிறுவனம்; ${business.foundingYear} முதல் பயண ஏற்பாடுகளைச் செய்து வருகிறது (${business.legalName}, GSTIN ${business.gstin}). எங்கள் அலுவலகம்: ${address} (${business.hours}).`,
      hi: `${business.tradeName} ${locality} की एक पंजीकृत ट्रैवल एजेंसी है, ${business.foundingYear} से यात्राओं का इंतज़ाम कर रही है (${business.legalName}, GSTIN ${business.gstin})। हमारा दफ़्तर: ${address} (${business.hours})।`,
    },
    otp: {
      en: `No: ${never.charAt(0).toLowerCase()}${never.slice(1)}. A caller who asks for one is not ${business.tradeName}, whatever name they give; do not share it, and tell us on WhatsApp ${whatsapp}.`,
      ta: `இல்லை: நாங்கள் ஒருபோதும் OTP, கார்டு PIN அல்லது UPI PIN கேட்பதில்லை. அப்படிக் கேட்பவர் ${business.tradeName} அல்ல; பகிர வேண்டாம், WhatsApp ${whatsapp}-இல் எங்களுக்குத் தெரிவியுங்கள். (${never})`,
      hi: `नहीं: हम कभी OTP, कार्ड PIN या UPI PIN नहीं माँगते। ऐसा माँगने वाला ${business.tradeName} से नहीं है; इसे साझा न करें और WhatsApp ${whatsapp} पर हमें बताएँ। (${never})`,
    },
    whatsapp: {
      en: `Our WhatsApp: ${whatsapp} — send your documents and questions there (answered ${business.hours}).`,
      ta: `எங்கள் WhatsApp: ${whatsapp} — ஆவணங்களையும் கேள்விகளையும் அங்கே அனுப்புங்கள் (${business.hours}).`,
      hi: `हमारा WhatsApp: ${whatsapp} — अपने दस्तावेज़ और सवाल वहीं भेजें (${business.hours})।`,
    },
    gstin: {
      en: `Our GST registration: GSTIN ${business.gstin} (${business.legalName}).`,
      ta: `எங்கள் நிறுவனத்தின் ஜிஎஸ்டி எண் (GSTIN): ${business.gstin}.`,
      hi: `हमारी कंपनी का जीएसटी नंबर (GSTIN) ${business.gstin} है।`,
    },
    registration: {
      en: `${business.legalName} (${business.tradeName}) is a registered company: GSTIN ${business.gstin}, registered office ${address}.${memberships ? ` ${memberships}.` : ''}`,
      ta: `${business.legalName} (${business.tradeName}) பதிவுசெய்யப்பட்ட நிறுவனம்: GSTIN ${business.gstin}; பதிவு அலுவலகம்: ${address}.`,
      hi: `${business.legalName} (${business.tradeName}) एक पंजीकृत कंपनी है: GSTIN ${business.gstin}; पंजीकृत कार्यालय: ${address}।`,
    },
    founded: {
      en: `${business.tradeName} has been arranging travel since ${business.foundingYear} (${business.legalName}, GSTIN ${business.gstin}).`,
      ta: `${business.tradeName} ${business.foundingYear} முதல் பயண ஏற்பாடுகளைச் செய்து வருகிறது (${business.legalName}, GSTIN ${business.gstin}).`,
      hi: `${business.tradeName} ${business.foundingYear} से यात्राओं का इंतज़ाम कर रहा है (${business.legalName}, GSTIN ${business.gstin})।`,
    },
    grievance: {
      en: `For a complaint, write to our grievance officer, ${officer.name}: ${officer.email} or ${officer.phone}. Please give your booking or request reference.`,
      ta: `புகார் இருந்தால் எங்கள் குறைதீர்ப்பு அலுவலர் ${officer.name} அவர்களுக்கு எழுதுங்கள்: ${officer.email} அல்லது ${officer.phone}. உங்கள் முன்பதிவு அல்லது கோரிக்கை எண்ணையும் குறிப்பிடுங்கள்.`,
      hi: `शिकायत के लिए हमारे शिकायत अधिकारी ${officer.name} को लिखें: ${officer.email} या ${officer.phone}। अपनी बुकिंग या अनुरोध का नंबर भी बताएँ।`,
    },
    payTo: {
      en: `We take money only on our company's own accounts: UPI ID ${payment.upiId} (${payment.payeeName}), or a bank transfer to ${bank.accountName}, account ${bank.accountNumber}, IFSC ${bank.ifsc}, ${bank.bankName}, ${bank.branch}. Never pay to a personal number, whoever asks.`,
      ta: `நாங்கள் பணம் பெறுவது எங்கள் நிறுவனக் கணக்குகளில் மட்டுமே: UPI ID ${payment.upiId} (${payment.payeeName}), அல்லது வங்கிப் பரிமாற்றம்: ${bank.accountName}, கணக்கு எண் ${bank.accountNumber}, IFSC ${bank.ifsc}, ${bank.bankName}, ${bank.branch}. யார் கேட்டாலும் தனிநபர் எண்ணுக்குப் பணம் அனுப்ப வேண்டாம்.`,
      hi: `हम पैसे सिर्फ़ अपनी कंपनी के खातों में लेते हैं: UPI ID ${payment.upiId} (${payment.payeeName}), या बैंक ट्रांसफ़र: ${bank.accountName}, खाता संख्या ${bank.accountNumber}, IFSC ${bank.ifsc}, ${bank.bankName}, ${bank.branch}। कोई भी कहे, किसी निजी नंबर पर भुगतान न करें।`,
    },
    address: {
      en: `Our office: ${address} (${business.hours}).`,
      ta: `எங்கள் அலுவலகம்: ${address} (${business.hours}).`,
      hi: `हमारा दफ़्तर: ${address} (${business.hours})।`,
    },
    hours: {
      en: `Our office is open ${business.hours}; WhatsApp messages are answered in those hours too.`,
      ta: `எங்கள் அலுவலக நேரம்: ${business.hours}. WhatsApp செய்திகளுக்கும் இதே நேரத்தில் பதில் தருகிறோம்.`,
      hi: `हमारे दफ़्तर का समय: ${business.hours}। WhatsApp संदेशों का जवाब भी इसी समय में देते हैं।`,
    },
    email: {
      en: `Our email: ${business.email} (answered ${business.hours}).`,
      ta: `எங்கள் மின்னஞ்சல்: ${business.email} (${business.hours}).`,
      hi: `हमारा ईमेल: ${business.email} (${business.hours})।`,
    },
  };
  return lines[fact][script ?? 'en'];
}

/** The line after the facts: how to reach us, in the language asked. */
function reachUs(business: Business, script: Script | null): string {
  const phones = business.phones.join(script === 'hi' ? ' या ' : script === 'ta' ? ' அல்லது ' : ' or ');
  if (script === 'ta') return `அழைக்க: ${phones}; மின்னஞ்சல்: ${business.email}.`;
  if (script === 'hi') return `फ़ोन: ${phones}; ईमेल: ${business.email}।`;
  return `Call ${phones} or email ${business.email}.`;
}

/**
 * The business facts the message asks for, or null when it asks none. `raw` is the message as typed, `latin` the
 * same in Latin letters; `script` the language to answer in (null: English).
 */
export function companyAnswer(
  raw: string,
  latin: string,
  script: Script | null,
  business: Business = BUSINESS,
): Answer | null {
  const facts = factsAsked(raw, latin);
  if (!facts.length) return null;
  // A fact another one asked already says is left out: an address has its hours, who we are all of these.
  const shown = facts.filter((fact) => !facts.some((other) => SAYS_TOO[other]?.includes(fact)));
  const lines = shown.map((fact) => sentence(fact, business, script));
  const wantsContact = shown.some((fact) => fact !== 'email' && fact !== 'payTo' && fact !== 'gstin');
  const links =
    shown.includes('payTo') || shown.includes('otp')
      ? PAY_SAFELY
      : shown.some((f) => f === 'gstin' || f === 'registration' || f === 'founded' || f === 'identity')
        ? ABOUT
        : CONTACT;
  return { reply: [...lines, ...(wantsContact ? [reachUs(business, script)] : [])].join('\n'), links };
}
