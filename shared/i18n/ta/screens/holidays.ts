import type { ScreenCatalog } from '../../catalog';

export const holidays: ScreenCatalog['holidays'] = {
  title: 'விடுமுறைப் பேக்கேஜ்கள்',
  intro:
    'எங்கள் பயணிகள் விரும்பும் பிரபல விடுமுறைப் பயணங்கள். உங்கள் தேதிகளைச் சொல்லுங்கள்; திட்டத்தையும் விலையையும் உங்களுக்கேற்ப அமைத்துத் தருகிறோம்.',
  domestic: 'உள்நாட்டு விடுமுறைகள்',
  international: 'வெளிநாட்டு விடுமுறைகள்',
  devotional: 'ஆன்மிகப் பயணங்கள்',
  'places.kerala-backwaters-munnar': 'கொச்சி · மூணாறு · தேக்கடி · ஆலப்புழா',
  'places.rajasthan-heritage': 'ஜெய்ப்பூர் · உதய்ப்பூர் · ஜோத்பூர்',
  'places.kashmir-paradise': 'ஸ்ரீநகர் · குல்மார்க் · பஹல்காம்',
  'places.goa-beach-holiday': 'வடக்கு கோவா · தெற்கு கோவா',
  'places.dubai-delight': 'புர்ஜ் கலீஃபா · பாலைவன சஃபாரி',
  'places.singapore-sentosa': 'சென்டோசா · கார்டன்ஸ் பை தி பே',
  'places.bali-honeymoon': 'உபுத் · குட்டா · நூசா பெனிடா',
  'places.europe-highlights': 'பாரிஸ் · லூசர்ன் · டிட்லிஸ் · ஆம்ஸ்டர்டாம்',
  'places.tirupati-balaji-darshan': 'திருமலை · திருச்சானூர்',
  'places.char-dham-yatra': 'யமுனோத்ரி · கங்கோத்ரி · கேதார்நாத் · பத்ரிநாத்',
  'places.kashi-vishwanath-ganga-aarti': 'வாரணாசி · சாரநாத்',
  'places.rameswaram-madurai-kanyakumari': 'மதுரை · ராமேஸ்வரம் · கன்னியாகுமரி',
};
