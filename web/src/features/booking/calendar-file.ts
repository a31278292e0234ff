import { addDays } from '#shared/dates';

const compact = (date: string) => date.replaceAll('-', '');
// RFC 5545 text: backslash, semicolon and comma escaped, lines joined with CRLF.
const text = (value: string) => value.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r?\n/g, '\\n');

/** An all-day calendar event for the trip (.ics), from the departure day through its last day. */
export function tripCalendarFile(trip: { reference: string; title: string; date: string; days: number }): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vishwa Tours & Travels//Booking//EN',
    'BEGIN:VEVENT',
    `UID:${trip.reference}@vishwatravels.in`,
    `DTSTAMP:${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    `DTSTART;VALUE=DATE:${compact(trip.date)}`,
    `DTEND;VALUE=DATE:${compact(addDays(trip.date, Math.max(1, trip.days)))}`,
    `SUMMARY:${text(trip.title)}`,
    `DESCRIPTION:${text(`Booking ${trip.reference}. Your booking page: ${location.origin}/#/booking/${trip.reference}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
