// The services the business offers (spec §1): the home showcase carousel's ten cards, the /services
// pages, and the assistant's knowledge of each. One entry per service.

export type ServiceEntry = {
  /** Card id 1 to 10 (spec §3). */
  id: number;
  slug: string;
  title: string;
  /** Where the card goes: /holidays for tour packages, /services/{slug} for the rest. */
  path: string;
  image: { desktop: string; mobile: string };
  /** One sentence: what the service is. */
  summary: string;
  /** What we do for the visitor, a few short paragraphs or points. */
  details: string[];
  /** What the visitor should send or have ready. */
  documents: string[];
  /** How long it usually takes. */
  turnaround: string;
  /** The next step: a form on this site, or a WhatsApp enquiry with this text. */
  action: { label: string; to: string } | { label: string; whatsappText: string };
  /** Words visitors use for it, for search and the assistant. */
  keywords: string[];
};

/** Each service's pair of pictures: a wide one for desktop cards and a tall one for phones. */
const images = (slug: string) => ({
  desktop: `/images/services/${slug}-desktop.svg`,
  mobile: `/images/services/${slug}-mobile.svg`,
});

export const SERVICES: ServiceEntry[] = [
  {
    id: 1,
    slug: 'tour-packages',
    title: 'Tour Packages',
    path: '/holidays',
    image: images('tour-packages'),
    summary:
      'Ready-made and tailor-made holidays across India and abroad, with stays, transfers and sightseeing in one quote.',
    details: [
      'Domestic holidays to Kerala, Rajasthan, Goa, Kashmir, the North-East and the Andamans; international tours to Dubai, Singapore, Thailand, Bali, Europe and more.',
      'Every package lists the hotels, meal plan, vehicle and sightseeing day by day, with GST and TCS shown separately.',
      'Family, honeymoon, senior-citizen and school-group versions on request, with a coordinator reachable on WhatsApp throughout the trip.',
    ],
    documents: [
      'Travel dates (or the month), the number of adults, children with their ages, and your departure city',
      'Aadhaar or passport copies of every traveller once you confirm',
      'Passport valid for six months beyond return for international tours',
    ],
    turnaround: 'A first itinerary and quote within 24 hours; confirmation on the day you pay the advance.',
    action: { label: 'See holiday packages', to: '/holidays' },
    keywords: [
      'tour',
      'tours',
      'holiday',
      'holidays',
      'package',
      'packages',
      'honeymoon',
      'family trip',
      'domestic',
      'international',
      'itinerary',
    ],
  },
  {
    id: 2,
    slug: 'flight',
    title: 'Flight Ticket Booking',
    path: '/services/flight',
    image: images('flight'),
    summary:
      'Domestic and international air tickets on IndiGo, Air India, Akasa Air, Emirates, Singapore Airlines and more, at fares we compare across carriers.',
    details: [
      'We compare direct and connecting options and tell you the baggage allowance, fare rules and cancellation charges before you pay.',
      'Group fares for 10 or more travellers, student fares with extra baggage, and senior-citizen discounts where the airline offers them.',
      'Date changes, cancellations, seat and meal requests and web check-in handled by us after booking.',
    ],
    documents: [
      'Name of each traveller exactly as on the ID or passport',
      'Date of birth for infants, children and senior-citizen fares',
      'Passport number and expiry for international flights',
    ],
    turnaround:
      'Fare options within 2 working hours; e-ticket on WhatsApp and email as soon as the payment is received.',
    action: { label: 'Book a flight', to: '/flight-booking' },
    keywords: [
      'flight',
      'flights',
      'air ticket',
      'airline',
      'plane',
      'airfare',
      'domestic flight',
      'international flight',
      'indigo',
      'air india',
    ],
  },
  {
    id: 3,
    slug: 'bus',
    title: 'Bus Ticket Booking',
    path: '/services/bus',
    image: images('bus'),
    summary:
      'Seats on state transport and private sleeper, semi-sleeper and Volvo AC buses across South India and beyond.',
    details: [
      'TNSTC, SETC, KSRTC, APSRTC and trusted private operators on routes like Chennai–Bengaluru, Chennai–Madurai, Chennai–Tirupati and Bengaluru–Goa.',
      'We pick the boarding point nearest to you and share the bus number and driver contact before departure.',
      'Whole-bus bookings for weddings, pilgrimages and office outings.',
    ],
    documents: [
      'From and to cities, travel date and preferred time',
      'Name, age and gender of each passenger',
      'A photo ID to carry on the journey',
    ],
    turnaround: 'Confirmed seats within 1 hour in office hours; festival dates fill early, so book a week ahead.',
    action: { label: 'Book a bus ticket', to: '/bus-booking' },
    keywords: ['bus', 'bus ticket', 'sleeper', 'volvo', 'ksrtc', 'tnstc', 'setc', 'coach', 'overnight bus'],
  },
  {
    id: 4,
    slug: 'forex',
    title: 'Foreign Money Exchange',
    path: '/services/forex',
    image: images('forex'),
    summary: 'Foreign currency notes and travel forex cards at transparent rates, through RBI-authorised dealers.',
    details: [
      'US dollars, euros, pounds, dirhams, Singapore and Australian dollars, Saudi riyals, Thai baht and more.',
      'Multi-currency forex cards loaded for travel, education or medical purposes, with the remittance paperwork done for you.',
      'We also buy back unused foreign currency when you return.',
    ],
    documents: [
      'PAN card (required for every forex purchase)',
      'Passport with a valid visa',
      'Confirmed air ticket',
      'University admission letter or hospital letter for education or medical remittances',
    ],
    turnaround:
      'Currency notes in 1 working day; forex cards and remittances in 1–2 working days once documents are verified.',
    action: { label: 'Request foreign exchange', to: '/forex' },
    keywords: [
      'forex',
      'foreign exchange',
      'currency',
      'dollar',
      'euro',
      'money exchange',
      'forex card',
      'remittance',
      'dirham',
    ],
  },
  {
    id: 5,
    slug: 'corporate',
    title: 'Corporate Bookings',
    path: '/services/corporate',
    image: images('corporate'),
    summary: 'One desk for your company’s flights, hotels, cabs and visas, with GST invoices and a monthly statement.',
    details: [
      'Negotiated hotel rates in major Indian cities and airline corporate fares where available.',
      'Travel for conferences, dealer meets and offsites: group flights, venue hotels, airport transfers and sightseeing.',
      'GST-compliant invoices in your company’s name, credit terms for regular accounts, and a named account manager.',
    ],
    documents: [
      'Company name, GSTIN and billing address',
      'Traveller names, dates and cities',
      'Your travel policy (class of travel, hotel budget), if you have one',
    ],
    turnaround: 'Quotes within 4 working hours; an account set up in 2 working days.',
    action: {
      label: 'Enquire on WhatsApp',
      whatsappText: "Hi, I'd like to set up corporate travel bookings for my company. Please share how it works.",
    },
    keywords: [
      'corporate',
      'business travel',
      'company',
      'mice',
      'conference',
      'offsite',
      'gst invoice',
      'office travel',
    ],
  },
  {
    id: 6,
    slug: 'insurance',
    title: 'Health and Vehicle Insurance',
    path: '/services/insurance',
    image: images('insurance'),
    summary:
      'Travel, health and motor insurance from IRDAI-registered insurers, compared and explained in plain words.',
    details: [
      'Overseas travel insurance covering medical emergencies, lost baggage and trip cancellation — required for Schengen and many other visas.',
      'Family floater health plans and top-ups, with the waiting periods and room-rent limits explained before you buy.',
      'Car and two-wheeler insurance renewals, including no-claim bonus transfer.',
    ],
    documents: [
      'Travel: passport, travel dates and destination',
      'Health: age of each member and any existing illnesses',
      'Vehicle: registration certificate (RC) and the previous policy',
    ],
    turnaround: 'Travel policies the same day; health and vehicle quotes within 1 working day.',
    action: {
      label: 'Enquire on WhatsApp',
      whatsappText: "Hi, I'd like an insurance quote (travel / health / vehicle). Please call me back.",
    },
    keywords: [
      'insurance',
      'travel insurance',
      'health insurance',
      'medical insurance',
      'car insurance',
      'bike insurance',
      'vehicle insurance',
      'policy',
    ],
  },
  {
    id: 7,
    slug: 'cargo',
    title: 'Cargo and Courier',
    path: '/services/cargo',
    image: images('cargo'),
    summary:
      'Documents and parcels sent across India and abroad through reliable courier and cargo partners, with pickup from your door.',
    details: [
      'Domestic courier to every PIN code, and international courier to the USA, UK, Gulf, Singapore and Australia.',
      'Student baggage and household goods shipped by air or sea cargo, packed and labelled for customs.',
      'Tracking number on WhatsApp as soon as the parcel is booked.',
    ],
    documents: [
      'Pickup and delivery addresses with PIN codes and phone numbers',
      'Approximate weight and size, and what is inside',
      'Aadhaar or passport copy of the sender for international shipments',
    ],
    turnaround: 'Pickup the same or next day; domestic delivery in 2–5 days, international in 4–8 working days.',
    action: {
      label: 'Enquire on WhatsApp',
      whatsappText:
        "Hi, I'd like to send a parcel. Pickup from: ___, Deliver to: ___, Approx. weight: ___. Please share the rates.",
    },
    keywords: ['cargo', 'courier', 'parcel', 'shipping', 'send package', 'international courier', 'student baggage'],
  },
  {
    id: 8,
    slug: 'visa',
    title: 'Visa and Passport Services',
    path: '/services/visa',
    image: images('visa'),
    summary:
      'Tourist, business and student visas and Indian passport applications, with the forms filled and the file checked before submission.',
    details: [
      'Visas for Dubai, Singapore, Thailand, Malaysia, the UK, Schengen countries, the USA, Canada and Australia: checklists, appointments and cover letters.',
      'Fresh passports, renewals and Tatkaal applications through the Passport Seva portal, with the appointment booked for you.',
      'We review every document before the embassy or passport office sees it, to avoid rejections and repeat visits.',
    ],
    documents: [
      'Passport (front and back pages) valid for six months beyond travel',
      'Recent passport-size photographs on a white background',
      'Bank statements for the last 6 months and income tax returns for visas',
      'Aadhaar, voter ID or PAN card as proof for passport applications',
    ],
    turnaround:
      'E-visas in 3–5 working days; sticker visas 10–30 days depending on the embassy; passports about 30 days (Tatkaal usually dispatched within 1–3 working days of the PSK visit).',
    action: { label: 'Apply for a visa', to: '/visa-form' },
    keywords: [
      'visa',
      'passport',
      'tourist visa',
      'student visa',
      'business visa',
      'schengen',
      'passport renewal',
      'tatkaal',
      'embassy',
    ],
  },
  {
    id: 9,
    slug: 'taxi',
    title: 'Taxi Services',
    path: '/services/taxi',
    image: images('taxi'),
    summary:
      'Airport and railway transfers, local hourly packages and outstation trips in clean cars with experienced drivers.',
    details: [
      'Hatchbacks, sedans, SUVs like the Innova Crysta, and Tempo Travellers for groups of up to 17.',
      'Outstation trips from Chennai to Tirupati, Pondicherry, Mahabalipuram, Vellore, Kanchipuram and beyond, priced per kilometre with tolls shown.',
      'Driver name and car number on WhatsApp before pickup; night pickups for early flights.',
    ],
    documents: [
      'Pickup address, date and time',
      'Drop point or places to cover',
      'Number of passengers and pieces of luggage',
    ],
    turnaround: 'Cars confirmed within 30 minutes in the day; book 4 hours ahead for outstation trips.',
    action: { label: 'Book a car', to: '/car-rental' },
    keywords: [
      'taxi',
      'cab',
      'car rental',
      'airport transfer',
      'outstation',
      'innova',
      'tempo traveller',
      'driver',
      'car hire',
    ],
  },
  {
    id: 10,
    slug: 'hotels',
    title: 'Hotel and Resort Bookings',
    path: '/services/hotels',
    image: images('hotels'),
    summary:
      'Hotels, resorts, homestays and houseboats at the rate you would pay the property, often with breakfast or an upgrade added.',
    details: [
      'From budget rooms near temples to beach resorts in Goa and houseboats in Alleppey, picked by people who have stayed there.',
      'We confirm the room type, meal plan, check-in time and cancellation rules in writing.',
      'Early check-in, extra beds and accessible rooms requested on your behalf.',
    ],
    documents: [
      'City or property, check-in and check-out dates',
      'Number of guests and rooms, and children’s ages',
      'A photo ID for every adult guest at check-in',
    ],
    turnaround: 'Options within 2 working hours; the confirmation voucher as soon as the property confirms.',
    action: { label: 'Book a hotel', to: '/hotel-booking' },
    keywords: ['hotel', 'hotels', 'resort', 'stay', 'room', 'homestay', 'houseboat', 'accommodation', 'lodging'],
  },
];

/** The service shown at /services/{slug}; the tour packages card goes to /holidays instead. */
export function serviceBySlug(slug: string): ServiceEntry | undefined {
  return SERVICES.find((service) => service.slug === slug && service.path === `/services/${slug}`);
}
