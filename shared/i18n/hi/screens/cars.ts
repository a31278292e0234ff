import type { ScreenCatalog } from '../../catalog';

export const cars: ScreenCatalog['cars'] = {
  title: 'कार किराया',
  intro:
    'शहर में घूमने, एयरपोर्ट छोड़ने, बाहर की यात्राओं और तीर्थयात्रा के लिए ड्राइवर सहित कारें। साफ़ कारें, जाँचे-परखे ड्राइवर, सब कुछ शामिल किराया।',
  findCar: 'किराये की कार खोजें',
  pickup: 'पिकअप की जगह',
  pickupExample: 'पिकअप की जगह, जैसे टी. नगर',
  search: 'खोजें',
  kinds: 'दुनिया घूमिए',
  kindsIntro: 'अपने समूह और सामान के हिसाब से कार का प्रकार चुनें।',
  models: 'लोकप्रिय कार मॉडल',
  rateOnRequest: 'किराया पूछने पर',
  enquireAbout: '{car} के बारे में पूछें',
  enquire: 'पूछें',
  needToday: 'आज ही कार चाहिए?',
  needTodayText: 'कहाँ और कब, बताइए; दफ़्तर के समय में कुछ ही मिनटों में हम व्हाट्सऐप पर कार और ड्राइवर पक्का कर देते हैं।',
  bookNow: 'अभी कार बुक करें',
  pickupPlace: 'कहाँ से चलेंगे',
  pickupNeeded: 'पिकअप की जगह लिखें',
  pickupPlaceExample: 'जैसे टी. नगर',
  when: 'तारीख और समय',
  ratePerKm: '{rate} प्रति किमी',
  rateMinimum: ', रोज़ कम से कम {km} किमी',
  rateDriver: '; ड्राइवर भत्ता {amount} प्रतिदिन',
  rateFrom: '{rate} प्रति किमी से',
};
