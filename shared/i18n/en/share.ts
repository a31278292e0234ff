import { defineMessages } from '../messages';

/**
 * The real-path pages' own words (worker/src/services/share-pages): each English text as the English page
 * writes it, so the Tamil and Hindi pages (/ta/…, /hi/…) put their text in its place.
 */
export const share = defineMessages('share', {
  home: 'Home',
  tours: 'Tours',
  services: 'Services',
  darshan: 'Tirupati darshan',
  about: 'About',
  contact: 'Contact',
  overview: 'Overview',
  itinerary: 'Itinerary',
  accommodation: 'Accommodation',
  inclusions: 'Inclusions',
  exclusions: 'Exclusions',
  enquire: 'Enquire on WhatsApp',
  ourServices: 'Our services',
  whatWeDo: 'What we do',
  whatToSend: 'What to send us',
  howLong: 'How long it takes',
  visitOrCall: 'Visit or call us',
  companyDetails: 'Company details',
  international: 'International',
  india: 'India',
  carCategories: 'Car categories',
  ourCars: 'Our cars',
  darshanPackages: 'Darshan packages',
  toursTitle: 'Explore Our Packages',
  toursIntro:
    'Holidays in India and abroad, pilgrimages and Himalayan treks — each with stays, transport and a coordinator on call.',
  holidays: 'Holidays',
  holidaysTitle: 'Holiday Packages',
  holidaysIntro:
    'Popular holidays our travellers love. Tell us your dates and we will tailor the plan and price for you.',
  carRental: 'Car rental',
  carRentalTitle: 'Car Rental',
  darshanTitle: 'Tirupati Darshan Booking',
  forex: 'Forex',
  forexTitle: 'Foreign Exchange',
  aboutUs: 'About us',
  aboutTitle: 'About Us',
  contactTitle: 'Contact Us',
  contactIntro: 'Questions about a tour, a ticket or your documents? Write to us and our team will get back to you.',
  servicesTitle: 'Our Services',
  paySafely: 'Pay safely',
  privacy: 'Privacy',
  notFound: 'This page does not exist or the package was removed. Browse our tour packages instead.',
});
