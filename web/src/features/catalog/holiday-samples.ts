// /holidays shows built-in sample lists (spec §2), independent of the catalog database.
export const HOLIDAY_PRICE_TEXT = 'From ₹25,000 per person';

export type HolidaySample = { title: string; places: string; image: string };

export const HOLIDAY_SAMPLES: { title: string; items: HolidaySample[] }[] = [
  {
    title: 'Domestic Holidays',
    items: [
      { title: 'Kerala Backwaters', places: 'Kochi · Munnar · Alleppey', image: '/images/catalog/backwater.svg' },
      { title: 'Royal Rajasthan', places: 'Jaipur · Udaipur · Jodhpur', image: '/images/catalog/desert.svg' },
      { title: 'Kashmir Valley', places: 'Srinagar · Gulmarg · Pahalgam', image: '/images/catalog/alpine-lake.svg' },
      { title: 'Goa Beaches', places: 'North Goa · South Goa', image: '/images/catalog/beach.svg' },
    ],
  },
  {
    title: 'International Holidays',
    items: [
      { title: 'Dubai', places: 'Burj Khalifa · Desert safari', image: '/images/catalog/city-night.svg' },
      { title: 'Singapore', places: 'Sentosa · Gardens by the Bay', image: '/images/catalog/city.svg' },
      { title: 'Bali', places: 'Ubud · Kuta · Nusa Penida', image: '/images/catalog/island.svg' },
      { title: 'Switzerland', places: 'Lucerne · Interlaken · Titlis', image: '/images/catalog/snow-valley.svg' },
    ],
  },
  {
    title: 'Devotional Packages',
    items: [
      { title: 'Tirupati Balaji', places: 'Tirumala · Tiruchanur', image: '/images/catalog/temple-hill.svg' },
      {
        title: 'Char Dham',
        places: 'Yamunotri · Gangotri · Kedarnath · Badrinath',
        image: '/images/catalog/snow-shrine.svg',
      },
      { title: 'Kashi Vishwanath', places: 'Varanasi · Sarnath · Prayagraj', image: '/images/catalog/river-ghat.svg' },
      { title: 'Rameswaram', places: 'Madurai · Rameswaram · Kanyakumari', image: '/images/catalog/temple.svg' },
    ],
  },
];
