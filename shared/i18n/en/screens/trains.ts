import { defineMessages } from '../../messages';

/** /train-results: the trains between two stations, each as a card. */
export const trains = defineMessages('trains', {
  title: 'Trains',
  failed: 'Train search is unavailable right now. Please try again.',
  fromUnknown: 'From ?',
  toUnknown: 'To ?',
  to: 'to',
  anyDay: 'Any day',
  onePassenger: '1 passenger',
  passengers: '{count} passengers',
  changeSearch: 'Change search',
  loading: 'Loading...',
  askInstead: 'Ask us on WhatsApp instead',
  noResults: 'No results found',
  noDirect:
    'No direct train runs between these stations in our timetable. Try a nearby station or another date, or let us plan a connection for you.',
  noDirectOnDay:
    'No direct train runs between these stations on that day in our timetable. Try a nearby station or another date, or let us plan a connection for you.',
  ask: 'Ask us on WhatsApp',
  oneFound: '1 train found',
  found: '{count} trains found',
  fareNote:
    'Fares are shown where our train data gives them; otherwise we quote the fare for your class and date on WhatsApp, with availability.',
  fareFrom: 'From {amount}',
  fareOnRequest: 'Fare on request',
  classesOnRequest: 'Classes on request',
  daily: 'Daily',
  checkRunDays: 'Check running days',
  nextDay: '+1 day',
  laterDays: '+{count} days',
  duration: '{hours}h {minutes}m',
  km: '{distance} km',
  departsArrives: 'Departs {depart}, arrives {arrive}{later}, {distance} km.',
});
