import type { TicketEnquiry } from './schemas/tickets';

// Every WhatsApp hand-off text the site sends to the business, as pure functions of what the visitor
// entered. The link opens in a new tab (see web/src/lib/whatsapp.ts).

const NOT_PROVIDED = 'Not provided';
const orNotProvided = (value: string | undefined) => (value && value.trim() ? value.trim() : NOT_PROVIDED);

/** `https://wa.me/{number}?text={URL-encoded text}`; the number in international form without '+'. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** A ticket enquiry (spec §7): train, bus and flight list the journey; hotels list the stay. */
export function ticketEnquiryMessage(enquiry: TicketEnquiry): string {
  const lines = [`Hi, I'm interested in booking a ${enquiry.type.toUpperCase()}:`];
  if (enquiry.type === 'hotel') {
    lines.push(
      `Location: ${orNotProvided(enquiry.location)}`,
      `Check-in: ${orNotProvided(enquiry.checkin)}`,
      `Check-out: ${orNotProvided(enquiry.checkout)}`,
      `Guests: ${enquiry.guests}`,
    );
  } else {
    lines.push(
      `From: ${orNotProvided(enquiry.from)}`,
      `To: ${orNotProvided(enquiry.to)}`,
      `Date: ${orNotProvided(enquiry.date)}`,
      `Passengers: ${enquiry.passengers}`,
    );
    if (enquiry.type === 'flight') lines.push(`Class: ${enquiry.travelClass}`);
  }
  lines.push('Please share more info.');
  return lines.join('\n');
}

/** 'Enquire on WhatsApp' on a package: prefilled with its title. */
export function packageEnquiryMessage(title: string, price?: string): string {
  return [`Hi, I'm interested in the "${title}" package.`, price ? `Listed price: ${price}` : null, 'Please share availability and more details.']
    .filter(Boolean)
    .join('\n');
}

/** Car rental: the hero's pickup search, a car card, or the general 'Book your rental now'. */
export function carRentalEnquiryMessage({ location, car }: { location?: string; car?: string } = {}): string {
  return [
    "Hi, I'd like to rent a car.",
    `Pickup location: ${orNotProvided(location)}`,
    car ? `Car: ${car}` : null,
    'Please share the available cars and rates.',
  ]
    .filter(Boolean)
    .join('\n');
}
