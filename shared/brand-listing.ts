/**
 * Where the head office sits, when it opens and the brand's social pages, as structured data (schema.org) lists
 * them. Only the footer and the share pages need them: they are kept out of constants.ts, whose exports all ride
 * in every page's first script.
 */
export const BRAND_LISTING = {
  geo: { latitude: 13.0418, longitude: 80.2392 },
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '09:30',
    closes: '19:00',
  },
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/vishwatravels' },
    { name: 'Facebook', url: 'https://www.facebook.com/vishwatravels' },
    { name: 'YouTube', url: 'https://www.youtube.com/@vishwatravels' },
  ],
} as const;
