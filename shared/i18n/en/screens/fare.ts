import { defineMessages } from '../../messages';

/** A package page's fare summary: the visitor's party and what it pays. */
export const fare = defineMessages('fare', {
  title: 'Fare summary',
  party: 'Your party',
  adults: 'Adults',
  childrenWithBed: 'Children with bed',
  childrenNoBed: 'Children without bed',
  singles: 'Adults in a single room',
  packageCost: 'Package cost',
  gst: 'GST ({rate}%)',
  tcs: 'TCS ({rate})',
  total: 'Total for your party',
  tcsNote: 'TCS is collected against your PAN and adjustable against your income tax.',
  indicative: 'Indicative; your coordinator confirms the final fare for your dates.',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  goToPhoto: 'Go to photo {n}',
});
