// Questions typed in Tamil or Devanagari script (issue 30): read as the Latin-letter question they mean, so
// the one understanding serves every language. Common words (price, days, cheap, temple, trek, car, visa,
// months, thousand, lakh…) come from a small word list per script; every other word is transliterated and
// matched to a place of the catalog by how it sounds, so திருப்பதி is Tirupati and गोवा is Goa with no
// list of place names per language.
import { wordsOf } from './lexicon';

export type Script = 'ta' | 'hi';

const TAMIL = /[\u0B80-\u0BFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** The script a message is written in, or null for Latin letters. */
export function scriptOf(text: string): Script | null {
  return TAMIL.test(text) ? 'ta' : DEVANAGARI.test(text) ? 'hi' : null;
}

// Word beginnings (a Tamil word takes its case endings on: டிசம்பரில், ஆயிரத்துக்குள்) and what they mean.
const TAMIL_WORDS: [string, string][] = [
  // 'ஸ்கூபா இருக்கா?': is there …, asked of a package (query.ts reads 'irukka').
  ['இருக்கா', 'irukka'],
  ['இருக்குமா', 'irukka'],
  ['இருக்கிறதா', 'irukka'],
  ['விலை', 'price'],
  ['கட்டண', 'price'],
  ['எவ்வளவு', 'how much'],
  ['எவ்ளோ', 'how much'],
  ['எத்தனை நாள்', 'how many days'],
  // Numbers in words; tens of thousands are written as one word (ஐம்பதாயிரம்).
  ['பத்தாயிர', '10 thousand'],
  ['இருபதாயிர', '20 thousand'],
  ['முப்பதாயிர', '30 thousand'],
  ['நாற்பதாயிர', '40 thousand'],
  ['ஐம்பதாயிர', '50 thousand'],
  ['அறுபதாயிர', '60 thousand'],
  ['எழுபதாயிர', '70 thousand'],
  ['எண்பதாயிர', '80 thousand'],
  ['தொண்ணூறாயிர', '90 thousand'],
  ['பதினைந்தாயிர', '15 thousand'],
  ['இருபத்தைந்தாயிர', '25 thousand'],
  ['ஒரு லட்ச', '1 lakh'],
  ['இரண்டு லட்ச', '2 lakh'],
  // 11 to 19 are words of their own, each taking case endings (பன்னிரண்டு பேருக்கு).
  ['பதினொன்', '11'],
  ['பதினொரு', '11'],
  ['பன்னிரண்', '12'],
  ['பன்னிரெண்', '12'],
  ['பதின்மூன்', '13'],
  ['பதினான்', '14'],
  ['பதினைந்', '15'],
  ['பதினாறு', '16'],
  ['பதினேழு', '17'],
  ['பதினெட்டு', '18'],
  ['பத்தொன்பது', '19'],
  ['இருபத்தைந்', '25'],
  ['இரண்டு', '2'],
  ['மூன்று', '3'],
  ['நான்கு', '4'],
  ['ஐந்து', '5'],
  ['ஆறு', '6'],
  ['ஏழு', '7'],
  ['எட்டு', '8'],
  ['ஒன்பது', '9'],
  ['பத்து', '10'],
  ['இருபது', '20'],
  ['முப்பது', '30'],
  ['நாற்பது', '40'],
  ['ஐம்பது', '50'],
  ['மிக உயர', 'highest'],
  ['மிக குறைந்த', 'cheapest'],
  ['ஒரு நாளுக்கு', 'per day'],
  ['நாளுக்கு', 'per day'],
  ['எத்தனை', 'how many'],
  ['நாள', 'days'],
  ['நாட்க', 'days'],
  ['டூர்', 'tour'],
  ['உள்நாட்ட', 'domestic'],
  ['உள்நாடு', 'domestic'],
  ['ஃபேமிலி', 'family'],
  ['சுற்றுலா', 'tour'],
  ['பேக்கேஜ்', 'package'],
  ['தரிசன', 'darshan'],
  ['குறைந்த விலை', 'cheapest'],
  ['குறைந்த', 'cheapest'],
  ['மலிவான', 'cheapest'],
  ['மலிவு', 'cheap'],
  ['ட்ரெக்', 'trek'],
  ['ட்ரெக்கிங்', 'trekking'],
  ['மலையேற்ற', 'trek'],
  ['கோவில்', 'temple'],
  ['ஆன்மீக', 'pilgrimage'],
  ['கோயில்', 'temple'],
  ['பனி', 'snow'],
  ['கடற்கரை', 'beach'],
  ['பீச்', 'beach'],
  ['இடம்', 'place'],
  ['மலை', 'hills'],
  ['தேனிலவு', 'honeymoon'],
  ['ஹனிமூன்', 'honeymoon'],
  ['குடும்ப', 'family'],
  ['குழந்தை', 'child'],
  ['பெரியவர்', 'senior citizens'],
  ['பெற்றோர', 'parents'],
  ['அம்மா', 'amma'],
  ['ஏற்ற', 'suitable'],
  ['தவிர', 'thavira'],
  ['வேறு', 'other'],
  ['இந்திய', 'in india'],
  ['ரூபாய', 'rupees'],
  ['நடக்க', 'walking'],
  ['நடை', 'walking'],
  ['ஒப்பிட', 'compare'],
  ['அல்லது', 'or'],
  ['வயதான', 'senior citizens'],
  ['வெளிநாட்', 'abroad'],
  ['கார்', 'car'],
  ['டாக்ஸி', 'taxi'],
  ['வாடகை', 'rental'],
  ['வண்டி', 'car'],
  ['விசா', 'visa'],
  ['பாஸ்போர்ட்', 'passport'],
  ['டிக்கெட்', 'ticket'],
  ['ரயில்', 'train'],
  ['பஸ்', 'bus'],
  ['விமான', 'flight'],
  ['ஃப்ளைட்', 'flight'],
  ['ப்ளைட்', 'flight'],
  ['இன்சூரன்ஸ்', 'insurance'],
  ['காப்பீடு', 'insurance'],
  // 'ஃப்ளைட் சேர்த்தா', 'சேர்க்கப்பட்டுள்ளதா': included in the package.
  ['சேர்க்கப்பட', 'included'],
  // 'தமிழ்நாட்டுக்குள்ளேயே': within Tamil Nadu.
  ['தமிழ்நாட்', 'tamil nadu'],
  ['தொடங்கு', 'start'],
  ['தமிழகத்', 'tamil nadu'],
  // 'விசாவை நீங்களே எடுத்துத் தருவீங்களா?': will you get it done for us.
  ['தருவீங்களா', 'can you arrange'],
  ['தருவீர்களா', 'can you arrange'],
  // What a package may or may not include ('மதிய சாப்பாடு சேர்த்தா?', 'ஸ்கூபா டைவிங்').
  ['மதிய', 'lunch'],
  ['டின்னர்', 'dinner'],
  ['லஞ்ச்', 'lunch'],
  ['சாப்பாடு', 'meals'],
  ['ஸ்கூபா', 'scuba'],
  ['டைவிங்', 'diving'],
  ['ஃபெர்ரி', 'ferry'],
  ['பெர்ரி', 'ferry'],
  ['படகு', 'boat'],
  ['ஹெலிகாப்டர்', 'helicopter'],
  ['ஆக்சிஜன்', 'oxygen'],
  ['ஹவுஸ்போட்', 'houseboat'],
  ['கோண்டோலா', 'gondola'],
  ['ஷிகாரா', 'shikara'],
  ['ஒட்டக', 'camel'],
  ['சேர்த்தா', 'included'],
  ['ஹோட்டல்', 'hotel'],
  ['பேருக்கு', 'people'],
  ['பேர்', 'people'],
  ['நபர்', 'people'],
  ['ஆயிர', 'thousand'],
  ['லட்ச', 'lakh'],
  ['யாத்திரை', 'yatra'],
  ['எங்கே', 'where'],
  ['எங்கு', 'where'],
  ['சிறந்த', 'best'],
  // 'ஆளுக்கு 30000': a head's share; 'ஈஸியான ட்ரெக்': an easy one (neither a place by its sound).
  ['ஆளுக்கு', 'per person'],
  ['ஒருத்தருக்கு', 'per person'],
  ['முதல் தடவை', 'first time'],
  ['முதல் முறை', 'first time'],
  ['ஈஸியான', 'easy'],
  ['ஈஸியா', 'easy'],
  ['ஈஸி', 'easy'],
  ['சுலபமான', 'easy'],
  // Which of two is longer or higher ('எது நீளமானது', 'உயரமான மலையேற்றம்').
  ['உயரமான', 'higher'],
  ['நீளமான', 'longer'],
  ['உயர', 'altitude'],
  ['ஜனவரி', 'january'],
  ['பிப்ரவரி', 'february'],
  ['மார்ச்', 'march'],
  ['ஏப்ரல்', 'april'],
  ['ஜூன்', 'june'],
  ['ஜூலை', 'july'],
  ['ஆகஸ்ட்', 'august'],
  ['செப்டம்பர்', 'september'],
  ['அக்டோபர்', 'october'],
  ['நவம்பர்', 'november'],
  ['டிசம்பர', 'december'],
  // How hard, and the words of the FAQ's answers: fees, cash, cancelling, papers, nights.
  ['முதல் முறை', 'first time'],
  ['சுலப', 'easy'],
  ['எளிதா', 'easy'],
  ['எளிய', 'easy'],
  ['கடின', 'difficult'],
  ['கஷ்டமா', 'difficult'],
  ['தத்கல்', 'tatkaal'],
  ['தட்கல்', 'tatkaal'],
  ['தத்கால்', 'tatkaal'],
  ['ரத்து', 'cancel'],
  ['ரீஃபண்ட்', 'refund'],
  ['டாலர்', 'dollar'],
  ['ரொக்க', 'cash'],
  ['கேஷ்', 'cash'],
  ['ஃபாரெக்ஸ்', 'forex'],
  ['செலாவணி', 'forex'],
  ['புகைப்பட', 'photo'],
  ['போட்டோ', 'photo'],
  ['ஆவணங்', 'documents'],
  ['முன்பண', 'advance'],
  ['அட்வான்ஸ்', 'advance'],
  ['இரவு', 'nights'],
  // Who travels, rooms, beds and taxes, and English words written in Tamil letters (ஸ்னோ, பெட், கேன்சல்).
  ['அப்பா', 'appa'],
  ['பையன்', 'son'],
  ['மகன்', 'son'],
  ['மகள்', 'daughter'],
  ['ரெண்டு', '2'],
  ['தனி', 'separate'],
  ['பெட்', 'bed'],
  ['படுக்கை', 'bed'],
  ['வேண்டாம்', 'vendam'],
  // 'ஒருவருக்கு படுக்கை வேண்டாம்': one of the children needs no bed (query.ts counts it); ஒருவருக்கு alone is
  // 'per person'.
  ['ஒருவருக்கு படுக்கை', 'one bed'],
  ['ஒருத்தருக்கு படுக்கை', 'one bed'],
  ['ஒரு குழந்தைக்கு', 'one child'],
  ['சிங்கிள்', 'single'],
  ['ரூம்', 'room'],
  ['அறை', 'room'],
  ['ஜிஎஸ்டி', 'gst'],
  ['வரி', 'tax'],
  ['மொத்த', 'total'],
  ['சேர்த்து', 'total'],
  ['சேர்ந்த', 'included'],
  ['ஸ்னோ', 'snow'],
  ['கேன்சல்', 'cancel'],
  ['முன்னாடி', 'before'],
  ['முன்பு', 'before'],
  ['எந்த ஊர', 'which city'],
  ['ஆஃபர்', 'offer'],
  // When to go, and a child's age ('5 வயசு குழந்தை').
  ['சிறந்த நேர', 'best time'],
  ['நல்ல நேர', 'good time'],
  ['சீசன்', 'season'],
  ['எப்போ', 'when'],
  ['எந்த', 'which'],
  ['வயசு', 'vayasu'],
  ['வயது', 'vayasu'],
];
const HINDI_WORDS: [string, string][] = [
  ['कितने दिन', 'how many days'],
  ['प्रति दिन', 'per day'],
  ['रोज़ाना', 'daily'],
  ['रोजाना', 'daily'],
  ['रोज़', 'daily'],
  ['रोज', 'daily'],
  ['कौन सा', 'which'],
  ['कौन सी', 'which'],
  ['सबसे ऊँचा', 'highest'],
  ['सबसे ऊंचा', 'highest'],
  ['सबसे ऊँची', 'highest'],
  ['सबसे ऊंची', 'highest'],
  ['के अलावा', 'ke alawa'],
  // 'less than' and 'more than' come after the number ('5 दिन से कम').
  ['कम से', 'minimum'],
  ['से कम', 'se kam'],
  ['से ज़्यादा', 'se zyada'],
  ['से ज्यादा', 'se zyada'],
  ['से अधिक', 'se zyada'],
  ['को छोड़कर', 'ko chhod'],
  ['दो', '2'],
  ['तीन', '3'],
  ['चार', '4'],
  ['पांच', '5'],
  ['पाँच', '5'],
  ['छह', '6'],
  ['सात', '7'],
  ['आठ', '8'],
  ['नौ', '9'],
  ['दस', '10'],
  ['ग्यारह', '11'],
  ['बारह', '12'],
  ['तेरह', '13'],
  ['चौदह', '14'],
  ['पंद्रह', '15'],
  ['सोलह', '16'],
  ['सत्रह', '17'],
  ['अठारह', '18'],
  ['उन्नीस', '19'],
  ['बीस', '20'],
  ['पच्चीस', '25'],
  ['तीस', '30'],
  ['चालीस', '40'],
  ['पचास', '50'],
  ['एक लाख', '1 lakh'],
  ['एक हज़ार', '1 thousand'],
  ['एक हजार', '1 thousand'],
  ['डेढ़ लाख', '1.5 lakh'],
  ['ढाई लाख', '2.5 lakh'],
  ['घरेलू', 'domestic'],
  ['देश में', 'in india'],
  ['फैमिली', 'family'],
  ['फ़ैमिली', 'family'],
  ['पैदल', 'walking'],
  ['माता-पिता', 'parents'],
  ['मां-बाप', 'parents'],
  ['बड़े', 'adults'],
  ['वयस्क', 'adults'],
  ['तुलना', 'compare'],
  // 'दक्षिण के अलावा': the south of India, a region of the gazetteer (before भारत, read alone as 'in india').
  ['दक्षिण भारत', 'south india'],
  ['दक्षिण', 'south india'],
  ['उत्तर भारत', 'north india'],
  ['भारत', 'in india'],
  ['सस्ता कौन', 'which cheaper'],
  ['कितने का', 'how much'],
  ['कितना', 'how much'],
  ['कितने', 'how much'],
  ['कीमत', 'price'],
  ['दाम', 'price'],
  ['रेट', 'price'],
  ['किराया', 'rental'],
  ['दिन', 'days'],
  ['पैकेज', 'package'],
  ['टूर', 'tour'],
  ['यात्रा', 'yatra'],
  ['दर्शन', 'darshan'],
  ['सबसे सस्ता', 'cheapest'],
  ['सस्ता', 'cheap'],
  ['सस्ते', 'cheap'],
  ['ट्रेकिंग', 'trekking'],
  ['ट्रेक', 'trek'],
  ['ट्रैक', 'trek'],
  ['मंदिर', 'temple'],
  ['धार्मिक', 'pilgrimage'],
  ['तीर्थ', 'pilgrimage'],
  ['बर्फ़', 'snow'],
  ['बर्फ', 'snow'],
  ['पहाड़', 'hills'],
  ['समुद्र', 'beach'],
  ['हनीमून', 'honeymoon'],
  ['परिवार', 'family'],
  ['बच्च', 'children'],
  ['बुज़ुर्ग', 'senior citizens'],
  ['बुजुर्ग', 'senior citizens'],
  ['विदेश', 'abroad'],
  ['गाड़ी', 'car'],
  ['गाडी', 'car'],
  ['कार', 'car'],
  ['टैक्सी', 'taxi'],
  ['वीज़ा', 'visa'],
  ['वीजा', 'visa'],
  ['पासपोर्ट', 'passport'],
  ['टिकट', 'ticket'],
  ['ट्रेन', 'train'],
  ['बस', 'bus'],
  ['फ्लाइट', 'flight'],
  ['उड़ान', 'flight'],
  ['शामिल', 'included'],
  ['शुरू', 'start'],
  // 'होती है' is 'is', not Ooty by its sound.
  ['होती', 'is'],
  ['होता', 'is'],
  ['होते', 'are'],
  // What a package may or may not include ('दोपहर का खाना शामिल है?', 'हेलीकॉप्टर').
  ['दोपहर', 'lunch'],
  ['लंच', 'lunch'],
  ['डिनर', 'dinner'],
  ['नाश्ता', 'breakfast'],
  ['खाना', 'meals'],
  ['भोजन', 'meals'],
  ['फेरी', 'ferry'],
  ['नाव', 'boat'],
  ['स्कूबा', 'scuba'],
  ['डाइविंग', 'diving'],
  ['हेलीकॉप्टर', 'helicopter'],
  ['हेलिकॉप्टर', 'helicopter'],
  ['ऑक्सीजन', 'oxygen'],
  ['हाउसबोट', 'houseboat'],
  ['गोंडोला', 'gondola'],
  ['शिकारा', 'shikara'],
  ['ऊंट', 'camel'],
  ['ऊँट', 'camel'],
  ['इंश्योरेंस', 'insurance'],
  ['बीमा', 'insurance'],
  ['क्या आप', 'do you have'],
  // 'स्कूबा है क्या?', 'मिलेगा क्या?': is there …, asked of a package (query.ts reads 'hai kya').
  ['है क्या', 'hai kya'],
  ['मिलेगा क्या', 'milega kya'],
  ['मिलेगी क्या', 'milegi kya'],
  ['होटल', 'hotel'],
  ['लोगों', 'people'],
  ['लोग', 'people'],
  ['हज़ार', 'thousand'],
  ['हजार', 'thousand'],
  ['लाख', 'lakh'],
  ['कहाँ', 'where'],
  ['कहां', 'where'],
  ['ऊँचाई', 'altitude'],
  ['ऊंचाई', 'altitude'],
  // 'शादी के बाद' (after the wedding): a honeymoon; '35 हज़ार तक': at most that (neither a place by its sound).
  ['शादी', 'wedding'],
  ['बाद', 'after'],
  ['तक', 'max'],
  // Which of two is longer or higher ('कौन सा लंबा है', 'ज़्यादा ऊँचा').
  ['ऊँचा', 'higher'],
  ['ऊंचा', 'higher'],
  ['लंबा', 'longer'],
  ['लंबी', 'longer'],
  ['जनवरी', 'january'],
  ['फ़रवरी', 'february'],
  ['फरवरी', 'february'],
  ['मार्च', 'march'],
  ['अप्रैल', 'april'],
  ['मई', 'may'],
  ['जून', 'june'],
  ['जुलाई', 'july'],
  ['अगस्त', 'august'],
  ['सितंबर', 'september'],
  ['अक्टूबर', 'october'],
  ['नवंबर', 'november'],
  ['दिसंबर', 'december'],
  ['से', 'from'],
  ['या', 'or'],
  ['के लिए', 'for'],
  ['में', 'in'],
  // How hard, and the words of the FAQ's answers: fees, cash, cancelling, papers, nights.
  // When to go, and a child's age ('5 साल के बच्चे').
  ['सबसे अच्छा', 'best'],
  ['सबसे अच्छी', 'best'],
  ['अच्छा समय', 'good time'],
  ['सही समय', 'right time'],
  ['समय', 'time'],
  ['मौसम', 'season'],
  ['कब जा', 'kab jana'],
  ['कब', 'kab'],
  ['साल', 'saal'],
  ['उम्र', 'age'],
  ['पहली बार', 'first time'],
  ['आसान', 'easy'],
  ['कठिन', 'difficult'],
  ['मुश्किल', 'difficult'],
  ['तत्काल', 'tatkaal'],
  ['कैंसिल', 'cancel'],
  ['कैंसल', 'cancel'],
  ['रद्द', 'cancel'],
  ['रिफंड', 'refund'],
  ['डॉलर', 'dollar'],
  ['डालर', 'dollar'],
  ['कैश', 'cash'],
  ['नकद', 'cash'],
  ['फॉरेक्स', 'forex'],
  ['फ़ॉरेक्स', 'forex'],
  ['विदेशी मुद्रा', 'forex'],
  ['फोटो', 'photo'],
  ['फ़ोटो', 'photo'],
  ['दस्तावेज़', 'documents'],
  ['दस्तावेज', 'documents'],
  ['एडवांस', 'advance'],
  ['अग्रिम', 'advance'],
  ['फीस', 'fee'],
  ['फ़ीस', 'fee'],
  ['शुल्क', 'fee'],
  ['रात', 'nights'],
  // Who travels, rooms, beds, taxes and the car words, and English words written in Devanagari (सिंगल रूम).
  ['पापा', 'papa'],
  ['मम्मी', 'mummy'],
  ['बेटा', 'son'],
  ['बेटे', 'son'],
  ['बेटी', 'daughter'],
  ['एक आदमी', 'per person'],
  ['प्रति व्यक्ति', 'per person'],
  ['आदमी', 'person'],
  ['व्यक्ति', 'person'],
  ['खर्च', 'cost'],
  ['अकेल', 'alone'],
  ['सिंगल', 'single'],
  ['रूम', 'room'],
  ['कमर', 'room'],
  ['अलग', 'separate'],
  ['बेड', 'bed'],
  ['बिस्तर', 'bed'],
  // 'एक बच्चे को बेड नहीं चाहिए', 'एक बिना बेड के': one of the children needs no bed (query.ts counts it).
  ['एक बच्चे', 'one child'],
  ['एक बच्चा', 'one child'],
  ['एक बच्ची', 'one child'],
  ['एक बिना', 'one without'],
  ['बिना', 'bina'],
  ['नहीं', 'nahi'],
  ['के साथ', 'with'],
  ['साथ', 'with'],
  ['जीएसटी', 'gst'],
  ['टैक्स', 'tax'],
  ['मिलाकर', 'including'],
  ['कुल', 'total'],
  ['टेम्पो', 'tempo'],
  ['ट्रैवलर', 'traveller'],
  ['प्रति', 'per'],
  ['किलोमीटर', 'km'],
  ['बीच', 'beach'],
  ['जगह', 'place'],
  ['ऑफर', 'offer'],
  ['ऑफ़र', 'offer'],
  ['ज़्यादा', 'much'],
  ['ज्यादा', 'much'],
  ['महीन', 'month'],
  ['सही', 'right'],
  ['दिवाली', 'diwali'],
  ['दीवाली', 'diwali'],
  ['दीपावली', 'diwali'],
  ['होली', 'holi'],
  ['दशहरा', 'dussehra'],
  ['नवरात्र', 'navratri'],
  ['क्रिसमस', 'christmas'],
  ['गर्मी', 'summer'],
  ['सर्दी', 'winter'],
];
/** Words with no meaning of their own for the question: left out. */
const HINDI_FILLER = new Set(
  'पर कर करें करके करते करती रहेगा रहेगी करनी करना जा ले मैं हम हूँ हूं रही रहा रहे आएगा आएगी का की के है हैं को जाना जाने घूमना घूमने वाला वाली वाले कोई क्या एक और भी तो बताइए बताइये बताओ बताएं दिखाइए चाहिए पड़ता पड़ेगा पड़ती लगेगा लगता लगेंगे चलना सकता सकते सकती हो होगा मुझे हमें लिए लिये मेरे मेरी मेरा हमारे हमारी हमारा उनके उनकी उनका उन्हें आप आपके'.split(
    ' ',
  ),
);
const TAMIL_FILLER = new Set(
  'எனக்கு எங்களுக்கு அவங்களுக்கு அவர்களுக்கு என்ன ஒரு உள்ள இருக்கு இருக்கிறது ஏதாவது ஏதேனும் என்னென்ன போக போகலாம் பார்க்க வேண்டும் எடுக்க உண்டா ஆகும் எது எவை சொல்லுங்க என் அவனுக்கு அவளுக்கு பண்ணா ஆயிடுச்சு இது அது நாங்க நாங்கள் நாம பாக்கணும் பார்க்கணும் தான் முடியுமா போறோம் போறோம்'.split(
    ' ',
  ),
);
/** 'பெரியவர்கள்' is elders, but '2 பெரியவர்கள்' two adults (and Hindi '2 बड़े'). */
const ADULTS_AFTER_NUMBER = /^(பெரியவர்|बड़े|बड़ों)/;

// Letters as Latin sounds. Tamil has one letter for k/g, t/d, p/b, s/ch/j: the sound match below allows for it.
const TAMIL_CONSONANTS: Record<string, string> = {
  க: 'k',
  ங: 'ng',
  ச: 's',
  ஞ: 'nj',
  ட: 't',
  ண: 'n',
  த: 'th',
  ந: 'n',
  ப: 'p',
  ம: 'm',
  ய: 'y',
  ர: 'r',
  ல: 'l',
  வ: 'v',
  ழ: 'zh',
  ள: 'l',
  ற: 'r',
  ன: 'n',
  ஜ: 'j',
  ஷ: 'sh',
  ஸ: 's',
  ஹ: 'h',
};
const TAMIL_VOWELS: Record<string, string> = {
  அ: 'a',
  ஆ: 'aa',
  இ: 'i',
  ஈ: 'ii',
  உ: 'u',
  ஊ: 'uu',
  எ: 'e',
  ஏ: 'ee',
  ஐ: 'ai',
  ஒ: 'o',
  ஓ: 'oo',
  ஔ: 'au',
};
const TAMIL_SIGNS: Record<string, string> = {
  'ா': 'aa',
  'ி': 'i',
  'ீ': 'ii',
  'ு': 'u',
  'ூ': 'uu',
  'ெ': 'e',
  'ே': 'ee',
  'ை': 'ai',
  'ொ': 'o',
  'ோ': 'oo',
  'ௌ': 'au',
  '்': '',
};
const HINDI_CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
};
const HINDI_VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
};
const HINDI_SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  '्': '',
  'ं': 'n',
  'ँ': 'n',
  'ः': 'h',
  '़': '',
};

/** A native-script word in Latin letters ('திருப்பதி' → 'thiruppathi', 'गोवा' → 'gova'). */
export function transliterate(word: string): string {
  const tamil = TAMIL.test(word);
  const consonants = tamil ? TAMIL_CONSONANTS : HINDI_CONSONANTS;
  const vowels = tamil ? TAMIL_VOWELS : HINDI_VOWELS;
  const signs = tamil ? TAMIL_SIGNS : HINDI_SIGNS;
  let out = '';
  const chars = [...word];
  chars.forEach((char, i) => {
    const next = chars[i + 1];
    if (consonants[char] !== undefined) {
      // A consonant carries an 'a' unless a vowel sign or the virama follows (Hindi drops it at the end).
      const bare = next !== undefined && signs[next] !== undefined && next !== 'ं' && next !== 'ँ' && next !== 'ः';
      const last = i === chars.length - 1;
      out += consonants[char] + (bare || (last && !tamil) ? '' : 'a');
    } else if (vowels[char]) out += vowels[char];
    else if (signs[char] !== undefined) out += signs[char];
  });
  return out;
}

/**
 * How a name sounds, for matching across scripts: consonants only, voiced and unvoiced alike (Tamil writes
 * both with one letter), glides between vowels gone (கோவா 'kovaa' and 'goa' are both 'k').
 */
export function soundKey(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/ay$|ai$/, 'e')
    .replace(/([aeiou])[vwy](?=[aeiou])/g, '$1')
    .replace(/ksh|x/g, 'ks')
    .replace(/zh/g, 'l')
    .replace(/ch|sh|j|z|c(?=[eiy])/g, 's')
    .replace(/c|q|g/g, 'k')
    .replace(/d/g, 't')
    .replace(/b/g, 'p')
    .replace(/f/g, 'p')
    .replace(/w/g, 'v')
    .replace(/ng/g, 'n')
    .replace(/[aeiouyh]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Vowels kept, to choose between names that sound alike. */
const vowelShape = (latin: string) =>
  latin
    .toLowerCase()
    .replace(/aa/g, 'a')
    .replace(/ii|ee/g, 'i')
    .replace(/uu/g, 'u')
    .replace(/oo/g, 'o')
    .replace(/[^aeiou]/g, '');

/** Vowel shapes compared as a listener would: e and i, o and u alike, vowels said twice as once. */
function looseDistance(a: string, b: string): number {
  const loose = (shape: string) =>
    shape
      .replace(/e/g, 'i')
      .replace(/o/g, 'u')
      .replace(/(.)\1+/g, '$1');
  const [x, y] = [loose(a), loose(b)];
  let same = 0;
  while (same < Math.min(x.length, y.length) && x[same] === y[same]) same++;
  return Math.max(x.length, y.length) - same;
}

export type PlaceSounds = Map<string, string[]>;
/** The place names a native word may be, by sound: built once per catalog version from the gazetteer's names and the station list's towns. */
export function placeSounds(names: Iterable<string>, towns: Iterable<string> = []): PlaceSounds {
  const sounds: PlaceSounds = new Map();
  for (const name of names) {
    if (name.length < 3 || !/^[a-z]+$/.test(name)) continue;
    const key = soundKey(name);
    if (!key) continue;
    sounds.set(key, [...(sounds.get(key) ?? []), name]);
  }
  // Towns of the station list only where no catalog place sounds the same: the catalog's place wins.
  for (const town of towns) {
    const key = soundKey(town);
    if (key && !sounds.has(key)) sounds.set(key, [town]);
  }
  return sounds;
}

// Tamil case endings, longest first: a place is matched without them (கேரளாவுக்கு → கேரளா).
// Spoken Tamil drops the pulli of 'in' (கேரளாவுல, ஜனவரியில for கேரளாவில், ஜனவரியில்).
const TAMIL_ENDINGS = [
  'வுக்கு',
  'யுக்கு',
  'க்குள்',
  'குள்',
  'க்கு',
  'ுக்கு',
  'இல்',
  'ில்',
  'வில்',
  'யில்',
  'வுல',
  'யில',
  'ுல',
  'ல்',
  'ல',
  'ஆ',
  'ா',
];

/**
 * A place's English spelling as it is said, for comparing vowels: a first 'eu' is 'yu' (Europe), and a last 'e'
 * after a consonant is silent when the native word ends on a consonant (यूरोप), not when it is said (पुणे, Pune).
 */
const spokenAs = (name: string, latin: string) =>
  name.replace(/^eu/, 'yu').replace(/([^aeiou])e$/, /[aeiou]$/.test(latin) ? '$1e' : '$1');
/** Whether a word begins on a vowel, a first y, h or w being a glide ('aasai' is no 'Sai', यूरोप is Europe). */
const vowelFirst = (latin: string) => /^[aeiou]/.test(latin.replace(/^[yhw]/, ''));

function placeFor(word: string, sounds: PlaceSounds): string | null {
  const forms = [word, ...TAMIL_ENDINGS.filter((end) => word.endsWith(end)).map((end) => word.slice(0, -end.length))];
  for (const form of forms) {
    const latin = transliterate(form);
    const candidates = sounds.get(soundKey(latin));
    if (!candidates?.length) continue;
    const shape = vowelShape(latin);
    // Of names that sound alike, the one whose vowels are nearest.
    const distance = (name: string) => {
      const other = vowelShape(name);
      let same = 0;
      while (same < Math.min(shape.length, other.length) && shape[same] === other[same]) same++;
      return Math.abs(shape.length - other.length) + (Math.min(shape.length, other.length) - same);
    };
    const said = (name: string) => spokenAs(name, latin);
    const best = [...candidates].sort((a, b) => distance(said(a)) - distance(said(b)))[0]!;
    if (vowelFirst(latin) !== vowelFirst(said(best))) continue;
    // Consonants alone match too much (பையன் 'boy' was Bangkok, बीच 'beach' Base, ले Leh): the vowels must
    // agree as well, loosely (e as i, o as u), and a short word's exactly.
    const consonants = soundKey(latin).length;
    // A final y is a vowel ('ooty' and ஊட்டி, 'dubai' and துபாய்).
    const vowelsOf = (name: string) => vowelShape(name.replace(/y$/, 'i'));
    if (looseDistance(vowelsOf(latin), vowelsOf(said(best))) <= (consonants >= 5 ? 3 : consonants >= 3 ? 1 : 0))
      return best;
  }
  return null;
}

/**
 * Whether a word begins with a listed word, case endings on: a Tamil word that ends in a bare consonant takes
 * its ending's vowel on that consonant (ஹனிமூன் → ஹனிமூனுக்கு, கோவில் → கோவிலுக்கு).
 */
function beginsWith(token: string, start: string): boolean {
  if (token.startsWith(start)) return true;
  if (!start.endsWith('்')) return false;
  const stem = start.slice(0, -1);
  const sign = token.slice(stem.length, stem.length + 1);
  return token.startsWith(stem) && sign !== '்' && TAMIL_SIGNS[sign] !== undefined;
}

/**
 * The Latin-letter question a native-script message means: its common words in English, its places as the
 * catalog names them, digits kept; words read as nothing are left out.
 */
export function toLatin(text: string, script: Script, sounds: PlaceSounds): string {
  const words = script === 'ta' ? TAMIL_WORDS : HINDI_WORDS;
  const filler = script === 'ta' ? TAMIL_FILLER : HINDI_FILLER;
  const tokens = text
    .replace(/[?!.,।()"':;]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  // Tamil 'within' is an ending (20 ஆயிரத்துக்குள், spoken ரூபாய்க்குள்ள): the budget is an upper limit.
  if (script === 'ta' && tokens.some((token) => /குள்(ள|ளே)?$/.test(token))) out.push('under');
  for (let i = 0; i < tokens.length; i++) {
    let token = tokens[i]!;
    // A number written onto its word (15000க்குள்ள, 10ஆயிரம்): the number, then the rest read as a word of its
    // own but never as a place (க்குள்ள was Kullu).
    const number = /^\d+(?=\D)/.exec(token);
    if (number && scriptOf(token)) {
      out.push(number[0]);
      token = token.slice(number[0].length);
      const word = words.find(([start]) => !start.includes(' ') && beginsWith(token, start));
      if (word) out.push(word[1]);
      continue;
    }
    if (!scriptOf(token)) {
      out.push(...wordsOf(token));
      continue;
    }
    const pair = `${token} ${tokens[i + 1] ?? ''}`;
    const phrase = words.find(([start]) => start.includes(' ') && (pair === start || pair.startsWith(`${start}`)));
    if (phrase) {
      out.push(phrase[1]);
      i++;
      continue;
    }
    // Little words ('का', 'என்ன') are neither places nor questions of their own.
    if (filler.has(token)) continue;
    if (ADULTS_AFTER_NUMBER.test(token) && /^\d+$/.test(out.at(-1) ?? '')) {
      out.push('adults');
      continue;
    }
    const place = placeFor(token, sounds);
    // A beginning of two letters or fewer ('से', 'या') must be the whole word.
    const listed = (form: string) =>
      words.find(
        ([start]) => !start.includes(' ') && (form === start || ([...start].length > 2 && beginsWith(form, start))),
      );
    // Spoken Tamil says -ந்த as -ஞ்ச (குறைஞ்ச விலை is குறைந்த விலை): the written form when the spoken one is not listed.
    const word = listed(token) ?? (script === 'ta' ? listed(token.replace(/ஞ்ச/g, 'ந்த')) : undefined);
    // A whole-word match ('कार') or a long beginning ('இந்திய' of இந்தியாவில், 'ரூபாய' of ரூபாய்க்குள்) beats a
    // place that sounds like it; a place beats a short beginning.
    if (word && (word[0] === token || [...word[0]].length >= 4)) out.push(word[1]);
    else if (place) out.push(place);
    else if (word) out.push(word[1]);
    else out.push(transliterate(token));
  }
  return out.join(' ');
}
