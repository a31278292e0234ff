import { defineMessages } from '../../messages';

/** /about: who we are, what to expect, the company's details. */
export const about = defineMessages('about', {
  title: 'About Us',
  intro:
    '{brand} is a Chennai travel company helping families, pilgrims, students and business travellers across India plan journeys with confidence.',
  story: 'Our story',
  story1:
    'We started as a small ticketing counter in T. Nagar, booking train and bus tickets for neighbours heading home for festivals. Our customers kept asking for more — a hotel in Tirupati, a cab from the station, a visa for a child studying abroad — and we learned to do each of those well.',
  story2:
    'Today we plan domestic holidays, international tours, devotional yatras and Himalayan treks; book flight, train, bus and hotel tickets; arrange car rentals with trusted drivers; and help with visa and passport paperwork and foreign exchange. Most of our travellers come back to us, and many send their friends.',
  expect: 'What you can expect',
  promise1: 'People who have been there',
  promise1Text:
    'Every itinerary we sell has been travelled by someone on our team. We tell you honestly which hotel is worth the upgrade and which day is too long.',
  promise2: 'One number for the whole trip',
  promise2Text:
    'From the first enquiry to the drop back home, one coordinator answers your calls and WhatsApp messages — before, during and after the journey.',
  promise3: 'Clear prices',
  promise3Text:
    'Quotes list what is included and what is not, with GST and TCS shown separately as the law requires. No surprises at the airport counter.',
  promise4: 'Pilgrimages done with care',
  promise4Text:
    'We have arranged darshan and temple tours for families and senior citizens for years: wheelchair help, slow-paced days and vegetarian meals on request.',
  company: 'Company details',
  registeredName: 'Registered name',
  registeredOffice: 'Registered office',
  since: 'Serving travellers since',
  iata: 'IATA accredited agent',
  taai: 'TAAI member',
  iato: 'IATO member',
  tourismMinistry: 'Approved by the Ministry of Tourism, Government of India',
  grievanceOfficer: 'Grievance officer',
  paymentOnly: 'We take payment only to UPI ID {upi} or our current account.',
  howToPay: 'How to pay us safely',
  visit: 'Visit or call us',
  headOffice: 'Head office:',
  hours: 'Hours:',
  phone: 'Phone:',
  sendMessage: 'Send us a message',
});
