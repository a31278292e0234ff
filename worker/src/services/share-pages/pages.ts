// What each real-path page says: title, description, preview card, structured data and the readable content.
// Pure functions of the catalog and shared business facts; document.ts puts them into the app's HTML shell.
import { addressLine, membershipList, type Business } from '#shared/business';
import { headlinePrice } from '#shared/catalog/offer';
import { photoSources } from '#shared/catalog/photos';
import { BRAND_LISTING } from '#shared/brand-listing';
import { BRAND } from '#shared/constants';
import { indiaToday } from '#shared/dates';
import { formatOfferEnd, formatPerPerson, formatRupees, formatStay, priceText } from '#shared/package-format';
import { collectionLabel, PACKAGE_COLLECTIONS, packagePath, typeLabel } from '#shared/catalog/collections';
import type { TourPackage } from '#shared/catalog/schemas';
import { GST_RATE, tcsRateText, tcsRowOn } from '#shared/taxes';
import { SERVICES, type ServiceEntry } from '#shared/services';
import { packageEnquiryMessage, whatsappUrl } from '#shared/whatsapp';
import type { CatalogContents } from '../../catalog/store';
import { esc, summary } from './markup';

export type Crumb = { name: string; path: string };

/** One page, with paths relative to the site; the renderer makes them absolute. */
export type SharePage = {
  path: string;
  title: string;
  description: string;
  image: PreviewImage & { alt: string };
  ogType: 'website' | 'article';
  breadcrumbs: Crumb[];
  /** schema.org objects besides the BreadcrumbList every page gets. */
  structured: Record<string, unknown>[];
  /** The readable content, already escaped. */
  body: string;
  status?: 200 | 404;
};

/** A link preview: one of our 1200×630 PNG cards, or (`type` image/jpeg) an uploaded photo of its own size. */
export type PreviewImage = { path: string; type?: 'image/jpeg' };

export const DEFAULT_IMAGE = '/og/default.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const HOME: Crumb = { name: 'Home', path: '/' };
const SITE_DESCRIPTION =
  'Chennai travel agency: tour packages in India and abroad, Tirupati darshan, yatras and treks, train, bus, flight and hotel tickets, visa, passport and forex help.';

const list = (items: readonly string[], ordered = false) =>
  `<${ordered ? 'ol' : 'ul'}>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</${ordered ? 'ol' : 'ul'}>`;
/**
 * The package's picture in the readable content. A photo offers the app's sizes, so the phone that shows this
 * page for a moment fetches the 960 px WebP the app's slider then takes from its cache.
 */
function art(item: TourPackage): string {
  const img = `<img class="rp-art" src="${esc(item.image)}" alt="${esc(item.title)}" width="640" height="400"`;
  const photo = photoSources(item.image);
  if (!photo) return `${img}>`;
  const sizes = '(max-width: 640px) 320px, 640px';
  return `<picture><source type="image/webp" srcset="${esc(photo.webp)}" sizes="${sizes}">${img} srcset="${esc(photo.jpeg)}" sizes="${sizes}"></picture>`;
}
const link = (path: string, text: string) => `<a href="${esc(path)}">${esc(text)}</a>`;

/** The agency as schema.org describes it: the provider of every trip and service, and the home page's subject. */
export function travelAgency(origin: string, business: Business) {
  const { address } = business;
  const { geo, openingHours } = BRAND_LISTING;
  return {
    '@type': 'TravelAgency',
    '@id': `${origin}/#agency`,
    name: business.tradeName,
    legalName: business.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${DEFAULT_IMAGE}`,
    description: BRAND.tagline,
    telephone: business.phones[0],
    email: business.email,
    taxID: business.gstin,
    foundingDate: String(business.foundingYear),
    priceRange: '₹₹',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: openingHours.days,
        opens: openingHours.opens,
        closes: openingHours.closes,
      },
    ],
    ...(membershipList(business).length
      ? {
          hasCredential: membershipList(business).map((entry) => ({
            '@type': 'EducationalOccupationalCredential',
            name: `${entry.label}: ${entry.number}`,
          })),
        }
      : {}),
    sameAs: BRAND_LISTING.social.map((entry) => entry.url),
  };
}
/** The provider reference inside a trip or service: name, address and a pointer to the full description. */
const provider = (origin: string) => ({
  '@type': 'TravelAgency',
  '@id': `${origin}/#agency`,
  name: BRAND.name,
  url: `${origin}/`,
});

// A type without its own kind text reads as its table label.
const LABELS: Partial<Record<TourPackage['type'], string>> = {
  international: 'International tour',
  domestic: 'India tour',
  devotional: 'Devotional yatra',
  trekking: 'Trek',
};
const kindOf = (item: TourPackage) => LABELS[item.type] ?? typeLabel(item.type);
const TOURS: Crumb = { name: 'Tours', path: '/tours' };

/**
 * /tour/{id}, /devotion/{id}, /trek/{id}: `path` is the one asked for, `image` the preview card to name. `item` is
 * in the page's language; the WhatsApp enquiry names the package by its English title (`englishTitle`), as staff
 * read every enquiry in English.
 */
export function packagePage(
  origin: string,
  path: string,
  item: TourPackage,
  image: PreviewImage,
  business: Business,
  englishTitle = item.title,
): SharePage {
  const { details } = item;
  const today = indiaToday();
  const duration = formatStay(item);
  const { amount, regular, until } = headlinePrice(item.price, today);
  const price = formatPerPerson(amount);
  const description = summary(`${item.title}: ${duration}, ${price}. ${details.intro || item.description}`);
  const taxes =
    item.type === 'international'
      ? `plus GST (${GST_RATE * 100}%) and TCS (${tcsRateText(tcsRowOn(today))})`
      : `plus GST (${GST_RATE * 100}%)`;
  const offer =
    regular !== null && until !== null
      ? ` <s>${esc(formatRupees(regular))}</s> <span>Offer ends ${esc(formatOfferEnd(until))}</span>`
      : '';
  const enquiry = whatsappUrl(
    business.whatsappNumber,
    packageEnquiryMessage(englishTitle, undefined, `${origin}${path}`),
  );
  const body = `<article class="rp-article">
<p class="rp-kicker">${esc(kindOf(item))} · ${esc(duration)}</p>
<h1>${esc(item.title)}</h1>
<p class="rp-lead">${esc(item.description)}</p>
${art(item)}
<p class="rp-price"><strong>${esc(price)}</strong>${offer} <span>${esc(taxes)}</span></p>
<h2>Overview</h2>
<p>${esc(details.intro)}</p>
<h2>Itinerary</h2>
${list(details.itinerary, true)}
<h2>Accommodation</h2>
<p>${esc(details.accommodation)}</p>
<h2>Inclusions</h2>
${list(details.inclusion)}
<h2>Exclusions</h2>
${list(details.exclusion)}
<p class="rp-actions"><a class="rp-button" href="${esc(`/#${path}`)}">See ${esc(item.title)} in the app</a> <a class="rp-button rp-button--whatsapp" href="${esc(enquiry)}" rel="noopener">Enquire on WhatsApp</a></p>
</article>`;
  return {
    path,
    title: `${item.title} · ${duration} · ${BRAND.name}`,
    description,
    image: { ...image, alt: `${item.title}: ${duration}, ${price}` },
    ogType: 'article',
    breadcrumbs: [HOME, TOURS, { name: item.title, path }],
    structured: [
      {
        '@type': 'TouristTrip',
        name: item.title,
        description: summary(details.intro || item.description, 500),
        url: `${origin}${path}`,
        image: `${origin}${image.path}`,
        touristType: kindOf(item),
        itinerary: {
          '@type': 'ItemList',
          numberOfItems: details.itinerary.length,
          itemListElement: details.itinerary.map((day, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: day,
          })),
        },
        offers: {
          '@type': 'Offer',
          price: amount,
          priceCurrency: 'INR',
          description: price,
          ...(until === null ? {} : { priceValidUntil: until }),
          url: `${origin}${path}`,
          availability: 'https://schema.org/InStock',
        },
        provider: provider(origin),
      },
    ],
    body,
  };
}

/** /services/{slug}: what the service is, what to send, how long it takes. */
export function servicePage(origin: string, service: ServiceEntry): SharePage {
  const path = `/services/${service.slug}`;
  const action = 'to' in service.action ? link(service.action.to, service.action.label) : '';
  const body = `<article class="rp-article">
<p class="rp-kicker">Our services</p>
<h1>${esc(service.title)}</h1>
<p class="rp-lead">${esc(service.summary)}</p>
<h2>What we do</h2>
${list(service.details)}
<h2>What to send us</h2>
${list(service.documents)}
<h2>How long it takes</h2>
<p>${esc(service.turnaround)}</p>
<p class="rp-actions"><a class="rp-button" href="${esc(`/#${path}`)}">Open ${esc(service.title)} in the app</a> ${action}</p>
</article>`;
  return {
    path,
    title: `${service.title} · ${BRAND.name}`,
    description: summary(`${service.title} from ${BRAND.name}, Chennai. ${service.summary}`),
    image: { path: `/og/services/${service.slug}.png`, alt: service.title },
    ogType: 'website',
    breadcrumbs: [HOME, { name: 'Services', path: '/services' }, { name: service.title, path }],
    structured: [
      {
        '@type': 'Service',
        name: service.title,
        serviceType: service.title,
        description: service.summary,
        url: `${origin}${path}`,
        image: `${origin}/og/services/${service.slug}.png`,
        areaServed: { '@type': 'Country', name: 'India' },
        provider: provider(origin),
      },
    ],
    body,
  };
}

/** The services that have their own page (the tour packages card goes to /holidays). */
export const SERVICE_PAGES = SERVICES.filter((service) => service.path === `/services/${service.slug}`);

/** A listing or information page: its own heading and intro, then its links or facts. */
function simplePage(
  path: string,
  name: string,
  title: string,
  intro: string,
  content: string,
  structured: Record<string, unknown>[] = [],
): SharePage {
  return {
    path,
    title: `${title} · ${BRAND.name}`,
    description: summary(intro),
    image: { path: DEFAULT_IMAGE, alt: `${BRAND.name}: ${BRAND.tagline}` },
    ogType: 'website',
    breadcrumbs: [HOME, { name, path }],
    structured,
    body: `<article class="rp-article">
<h1>${esc(title)}</h1>
<p class="rp-lead">${esc(intro)}</p>
${content}
<p class="rp-actions"><a class="rp-button" href="${esc(`/#${path}`)}">Open ${esc(name)} in the app</a></p>
</article>`,
  };
}

const packageLinks = (items: TourPackage[]) =>
  `<ul class="rp-links">${items
    .map(
      (item) =>
        `<li>${link(packagePath(item.type, item.id), item.title)} <span>${esc(formatStay(item))} · ${esc(priceText(item.price, indiaToday()))}</span></li>`,
    )
    .join('')}</ul>`;

const contactFacts = (business: Business) => `<h2>Visit or call us</h2>
<p>${esc(addressLine(business))}</p>
<p>${business.phones.map((phone) => `<a href="tel:${esc(phone.replace(/\s/g, ''))}">${esc(phone)}</a>`).join(' · ')} · <a href="mailto:${esc(business.email)}">${esc(business.email)}</a></p>
<p>${esc(business.hours)}</p>`;

/** The facts a buyer checks: legal name, GSTIN, founding year, memberships that are set, the grievance officer. */
export const companyFacts = (business: Business) => `<h2>Company details</h2>
<ul>
<li>${esc(business.legalName)}</li>
<li>GSTIN ${esc(business.gstin)}</li>
<li>Serving travellers since ${esc(business.foundingYear)}</li>
${membershipList(business)
  .map((entry) => `<li>${esc(entry.label)}: ${esc(entry.number)}</li>`)
  .join('\n')}
<li>Grievance officer: ${esc(business.grievanceOfficer.name)}, <a href="mailto:${esc(business.grievanceOfficer.email)}">${esc(business.grievanceOfficer.email)}</a>, ${esc(business.grievanceOfficer.phone)}</li>
</ul>
<p><a href="/#/pay-safely">How to pay us safely</a>: only to UPI ID ${esc(business.payment.upiId)} or our current account.</p>`;

/** The listing and information pages that have a real path. */
export const STATIC_PATHS = [
  '/tours',
  '/holidays',
  '/car-rental',
  '/tirupati-tickets',
  '/forex',
  '/about',
  '/contact',
  '/services',
] as const;
export type StaticPath = (typeof STATIC_PATHS)[number];

/** The listing and information pages at their real paths, built from the catalog they list. */
export function sitePages(origin: string, catalog: CatalogContents, business: Business): Record<StaticPath, SharePage> {
  const holidays = catalog.tours;
  return {
    '/tours': simplePage(
      '/tours',
      'Tours',
      'Explore Our Packages',
      'Holidays in India and abroad, pilgrimages and Himalayan treks — each with stays, transport and a coordinator on call.',
      PACKAGE_COLLECTIONS.map(
        ({ collection }) =>
          `<h2>${esc(collectionLabel(collection).heading ?? collectionLabel(collection).plural)}</h2>${packageLinks(catalog[collection])}`,
      ).join(''),
    ),
    '/holidays': simplePage(
      '/holidays',
      'Holidays',
      'Holiday Packages',
      'Popular holidays our travellers love. Tell us your dates and we will tailor the plan and price for you.',
      `<h2>International</h2>${packageLinks(holidays.filter((item) => item.type === 'international'))}<h2>India</h2>${packageLinks(holidays.filter((item) => item.type === 'domestic'))}`,
    ),
    '/car-rental': simplePage(
      '/car-rental',
      'Car rental',
      'Car Rental',
      'Cars with trusted drivers for airport transfers, city use and outstation trips from Chennai: hatchbacks, sedans, SUVs, MUVs and tempo travellers.',
      `<h2>Car categories</h2><ul>${catalog.carCategories.map((car) => `<li><strong>${esc(car.title)}</strong>: ${esc(car.description)}</li>`).join('')}</ul>` +
        `<h2>Our cars</h2><ul>${catalog.carModels.map((car) => `<li><strong>${esc(car.name)}</strong>: ${esc(car.description)}</li>`).join('')}</ul>`,
    ),
    '/tirupati-tickets': simplePage(
      '/tirupati-tickets',
      'Tirupati darshan',
      'Tirupati Darshan Booking',
      'Book Tirupati Balaji special entry darshan for 1 to 10 people: send each person’s name, age and Aadhaar with your preferred and alternate dates, and we confirm availability and pricing on WhatsApp.',
      `<h2>Darshan packages</h2>${packageLinks(catalog.devotionals.filter((item) => /tirupati|balaji/i.test(item.title)))}`,
    ),
    '/forex': simplePage(
      '/forex',
      'Forex',
      'Foreign Exchange',
      'Foreign currency notes and travel forex cards at transparent rates through RBI-authorised dealers, with a live converter and a request form.',
      `<h2>What to send us</h2>${list(SERVICES.find((service) => service.slug === 'forex')?.documents ?? [])}`,
    ),
    '/about': simplePage(
      '/about',
      'About us',
      'About Us',
      `${BRAND.name} is a Chennai travel company helping families, pilgrims, students and business travellers across India plan journeys with confidence.`,
      `<p>${esc(BRAND.tagline)}</p>${contactFacts(business)}${companyFacts(business)}`,
      [travelAgency(origin, business)],
    ),
    '/contact': simplePage(
      '/contact',
      'Contact',
      'Contact Us',
      'Questions about a tour, a ticket or your documents? Write to us and our team will get back to you.',
      contactFacts(business),
      [travelAgency(origin, business)],
    ),
    '/services': simplePage(
      '/services',
      'Services',
      'Our Services',
      'Everything we arrange for travellers: tour packages, flight, bus and train tickets, hotels, taxis, visas and passports, forex, insurance, cargo and corporate travel.',
      `<ul class="rp-links">${SERVICES.map((service) => `<li>${link(service.path, service.title)} <span>${esc(service.summary)}</span></li>`).join('')}</ul>`,
    ),
  };
}

/** The home page gets no body from us (the app's own first screen stays): only its head and the agency. */
export function homePage(origin: string, business: Business): SharePage {
  return {
    path: '/',
    title: `${BRAND.name} · Tours, tickets, visas and darshan from Chennai`,
    description: summary(SITE_DESCRIPTION),
    image: { path: DEFAULT_IMAGE, alt: `${BRAND.name}: ${BRAND.tagline}` },
    ogType: 'website',
    breadcrumbs: [HOME],
    structured: [travelAgency(origin, business)],
    body: '',
  };
}

/** An unknown package, service or path: a real page that says so, never indexed. */
export function notFoundPage(): SharePage {
  return {
    path: '/',
    title: `Page not found · ${BRAND.name}`,
    description: 'This page does not exist or the package was removed. Browse our tour packages instead.',
    image: { path: DEFAULT_IMAGE, alt: BRAND.name },
    ogType: 'website',
    breadcrumbs: [],
    structured: [],
    status: 404,
    body: `<article class="rp-article">
<h1>We could not find that page</h1>
<p class="rp-lead">It may have been removed or renamed. Browse our other packages instead.</p>
<p class="rp-actions"><a class="rp-button" href="/tours">Explore Our Packages</a></p>
</article>`,
  };
}
