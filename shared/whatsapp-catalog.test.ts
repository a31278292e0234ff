import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_NUMBER } from './constants';
import { carRentalEnquiryMessage, packageEnquiryMessage, packageShareMessage, whatsappUrl } from './whatsapp';

describe('catalog WhatsApp enquiries', () => {
  it('asks for cars at the pickup location from the car-rental search', () => {
    expect(carRentalEnquiryMessage({ location: 'Chennai Central' })).toBe(
      "Hi, I'd like to rent a car.\nPickup location: Chennai Central\nPlease share the available cars and rates.",
    );
  });

  it('says when the car is wanted, as the booking call’s date-and-time field gives it', () => {
    expect(carRentalEnquiryMessage({ location: 'T. Nagar', when: '2026-11-28T09:00' })).toBe(
      "Hi, I'd like to rent a car.\nPickup location: T. Nagar\nPickup time: 2026-11-28 09:00\nPlease share the available cars and rates.",
    );
  });

  it('names the car from a car card, and reads Not provided without a location', () => {
    expect(carRentalEnquiryMessage({ location: '  ', car: 'Maruti Swift Dzire' })).toBe(
      "Hi, I'd like to rent a car.\nPickup location: Not provided\nCar: Maruti Swift Dzire\nPlease share the available cars and rates.",
    );
    expect(carRentalEnquiryMessage()).toBe(
      "Hi, I'd like to rent a car.\nPickup location: Not provided\nPlease share the available cars and rates.",
    );
  });

  it('builds the package link the detail page opens, ending with the package page address', () => {
    const message = packageEnquiryMessage(
      'Kerala Backwaters & Munnar',
      undefined,
      'https://vishwatravels.in/tour/kerala-backwaters-munnar',
    );
    expect(message).toBe(
      'Hi, I\'m interested in the "Kerala Backwaters & Munnar" package.\nPlease share availability and more details.\nhttps://vishwatravels.in/tour/kerala-backwaters-munnar',
    );
    expect(whatsappUrl(DEFAULT_WHATSAPP_NUMBER, message)).toBe(
      "https://wa.me/919840012345?text=Hi%2C%20I'm%20interested%20in%20the%20%22Kerala%20Backwaters%20%26%20Munnar%22%20package.%0APlease%20share%20availability%20and%20more%20details.%0Ahttps%3A%2F%2Fvishwatravels.in%2Ftour%2Fkerala-backwaters-munnar",
    );
  });

  it('keeps the enquiry without an address as it was (holiday cards have no page)', () => {
    expect(packageEnquiryMessage('Kerala Backwaters & Munnar')).toBe(
      'Hi, I\'m interested in the "Kerala Backwaters & Munnar" package.\nPlease share availability and more details.',
    );
  });

  it('shares a package with family: title, price, then the page address', () => {
    expect(
      packageShareMessage(
        'Tirupati Balaji Special Darshan',
        '₹6,999 per person',
        'https://vishwatravels.in/devotion/tirupati-balaji-darshan',
      ),
    ).toBe(
      'Tirupati Balaji Special Darshan (₹6,999 per person) with Vishwa Tours & Travels:\nhttps://vishwatravels.in/devotion/tirupati-balaji-darshan',
    );
    expect(whatsappUrl('', 'a b')).toBe('https://wa.me/?text=a%20b');
  });
});
