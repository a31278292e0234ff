import { defineMessages } from '../../messages';

/** /car-rental: the pickup search, the car kinds and models, and the booking call. */
export const cars = defineMessages('cars', {
  title: 'Car Rental',
  intro:
    'Chauffeur-driven cars for city rides, airport drops, outstation trips and pilgrimages. Clean cars, verified drivers, all-inclusive quotes.',
  findCar: 'Find a rental car',
  pickup: 'Pickup location',
  pickupExample: 'Pickup location, e.g. Chennai Central',
  search: 'Search',
  kinds: 'Explore the world',
  kindsIntro: 'Pick the kind of car that fits your group and luggage.',
  models: 'Popular car models',
  rateOnRequest: 'Rate on request',
  enquireAbout: 'Enquire about {car}',
  enquire: 'Enquire',
  needToday: 'Need a car today?',
  needTodayText: 'Tell us where and when; we confirm a car and driver on WhatsApp within minutes in office hours.',
  bookNow: 'Book your rental now',
  pickupPlace: 'Pickup place',
  pickupNeeded: 'Type where we should pick you up',
  pickupPlaceExample: 'e.g. T. Nagar',
  when: 'Date and time',
  ratePerKm: '{rate} per km',
  rateMinimum: ', at least {km} km a day',
  rateDriver: '; driver {amount} a day',
  rateFrom: 'From {rate} per km',
});
