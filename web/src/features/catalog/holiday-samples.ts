import type { PackageCollection } from '#shared/catalog/collections';

// /holidays (spec §2): three hand-picked lists. Each entry names a catalog package, whose title, picture and
// price the page shows; `places` is the line the lists add. An entry whose package is gone is left out.

export type HolidaySample = { collection: PackageCollection; id: string; places: string };

export const HOLIDAY_SAMPLES: { title: string; items: HolidaySample[] }[] = [
  {
    title: 'Domestic Holidays',
    items: [
      { collection: 'tours', id: 'kerala-backwaters-munnar', places: 'Kochi · Munnar · Thekkady · Alleppey' },
      { collection: 'tours', id: 'rajasthan-heritage', places: 'Jaipur · Udaipur · Jodhpur' },
      { collection: 'tours', id: 'kashmir-paradise', places: 'Srinagar · Gulmarg · Pahalgam' },
      { collection: 'tours', id: 'goa-beach-holiday', places: 'North Goa · South Goa' },
    ],
  },
  {
    title: 'International Holidays',
    items: [
      { collection: 'tours', id: 'dubai-delight', places: 'Burj Khalifa · Desert safari' },
      { collection: 'tours', id: 'singapore-sentosa', places: 'Sentosa · Gardens by the Bay' },
      { collection: 'tours', id: 'bali-honeymoon', places: 'Ubud · Kuta · Nusa Penida' },
      { collection: 'tours', id: 'europe-highlights', places: 'Paris · Lucerne · Titlis · Amsterdam' },
    ],
  },
  {
    title: 'Devotional Packages',
    items: [
      { collection: 'devotionals', id: 'tirupati-balaji-darshan', places: 'Tirumala · Tiruchanur' },
      { collection: 'devotionals', id: 'char-dham-yatra', places: 'Yamunotri · Gangotri · Kedarnath · Badrinath' },
      { collection: 'devotionals', id: 'kashi-vishwanath-ganga-aarti', places: 'Varanasi · Sarnath' },
      { collection: 'devotionals', id: 'rameswaram-madurai-kanyakumari', places: 'Madurai · Rameswaram · Kanyakumari' },
    ],
  },
];
