import { defineMessages } from '../../messages';

/** /holidays: the three hand-picked lists and the places line of each of their packages (by package id). */
export const holidays = defineMessages('holidays', {
  title: 'Holiday Packages',
  intro: 'Popular holidays our travellers love. Tell us your dates and we will tailor the plan and price for you.',
  domestic: 'Domestic Holidays',
  international: 'International Holidays',
  devotional: 'Devotional Packages',
  'places.kerala-backwaters-munnar': 'Kochi · Munnar · Thekkady · Alleppey',
  'places.rajasthan-heritage': 'Jaipur · Udaipur · Jodhpur',
  'places.kashmir-paradise': 'Srinagar · Gulmarg · Pahalgam',
  'places.goa-beach-holiday': 'North Goa · South Goa',
  'places.dubai-delight': 'Burj Khalifa · Desert safari',
  'places.singapore-sentosa': 'Sentosa · Gardens by the Bay',
  'places.bali-honeymoon': 'Ubud · Kuta · Nusa Penida',
  'places.europe-highlights': 'Paris · Lucerne · Titlis · Amsterdam',
  'places.tirupati-balaji-darshan': 'Tirumala · Tiruchanur',
  'places.char-dham-yatra': 'Yamunotri · Gangotri · Kedarnath · Badrinath',
  'places.kashi-vishwanath-ganga-aarti': 'Varanasi · Sarnath',
  'places.rameswaram-madurai-kanyakumari': 'Madurai · Rameswaram · Kanyakumari',
});
