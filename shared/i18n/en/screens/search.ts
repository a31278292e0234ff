import { defineMessages } from '../../messages';

/**
 * /search: the page's own words, and the labels of its results (the worker writes them in the visitor's language;
 * the titles and summaries are the catalog's, the services' and the FAQ's own translations).
 */
export const search = defineMessages('search', {
  title: 'Search',
  intro: 'Packages, cars, services and answers to common questions, all in one place.',
  submit: 'Search',
  resultCount: '{count} results for “{query}”',
  resultCountOne: '1 result for “{query}”',
  resultCountIn: '{count} results for “{query}” in {category}',
  resultCountOneIn: '1 result for “{query}” in {category}',
  idleTitle: 'What are you looking for?',
  idleText: 'Search our packages, cars, services and answers — try “Kerala”, “Tirupati” or “Dubai visa”.',
  errorTitle: 'Search is unavailable right now',
  errorText: 'Please check your connection and try again.',
  tryAgain: 'Try again',
  noResults: 'No results for “{query}”',
  noResultsIn: 'No results for “{query}” in {category}',
  noResultsHint: 'Check the spelling, try a shorter word, or try one of these:',
  searchAll: 'Search all categories',
  suggestions: 'Suggestions',
  stillStuck: 'Still can’t find it? Ask Visbot with the chat button, or',
  contactDesk: 'contact our travel desk',
  'group.packages': 'Packages',
  'group.cars': 'Cars',
  'group.services': 'Services',
  'group.faq': 'Questions and answers',
  'label.international': 'International tour',
  'label.domestic': 'Domestic tour',
  'label.devotional': 'Devotional package',
  'label.trekking': 'Trek',
  'label.carModel': 'Car model',
  'label.carType': 'Car type',
  'label.service': 'Service',
});
