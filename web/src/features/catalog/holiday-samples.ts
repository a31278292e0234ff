import type { PackageCollection } from '#shared/catalog/collections';
import type { holidays } from '#shared/i18n/en/screens/holidays';

// /holidays (spec §2): three hand-picked lists. Each entry names a catalog package, whose title, picture and
// price the page shows; the list's heading and the places line each package adds are in the `holidays` texts
// (shared/i18n/en/screens/holidays.ts), under `places.{id}`. An entry whose package is gone is left out.

/** The packages the texts have a places line for. */
type SampleId = keyof (typeof holidays)['en'] extends infer K ? (K extends `places.${infer Id}` ? Id : never) : never;
export type HolidaySample = { collection: PackageCollection; id: SampleId };

export const HOLIDAY_SAMPLES: { list: 'domestic' | 'international' | 'devotional'; items: HolidaySample[] }[] = [
  {
    list: 'domestic',
    items: [
      { collection: 'tours', id: 'kerala-backwaters-munnar' },
      { collection: 'tours', id: 'rajasthan-heritage' },
      { collection: 'tours', id: 'kashmir-paradise' },
      { collection: 'tours', id: 'goa-beach-holiday' },
    ],
  },
  {
    list: 'international',
    items: [
      { collection: 'tours', id: 'dubai-delight' },
      { collection: 'tours', id: 'singapore-sentosa' },
      { collection: 'tours', id: 'bali-honeymoon' },
      { collection: 'tours', id: 'europe-highlights' },
    ],
  },
  {
    list: 'devotional',
    items: [
      { collection: 'devotionals', id: 'tirupati-balaji-darshan' },
      { collection: 'devotionals', id: 'char-dham-yatra' },
      { collection: 'devotionals', id: 'kashi-vishwanath-ganga-aarti' },
      { collection: 'devotionals', id: 'rameswaram-madurai-kanyakumari' },
    ],
  },
];
