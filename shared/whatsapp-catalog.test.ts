import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_NUMBER } from './constants';
import { carRentalEnquiryMessage, packageEnquiryMessage, whatsappUrl } from './whatsapp';

describe('catalog WhatsApp enquiries', () => {
  it('asks for cars at the pickup location from the car-rental search', () => {
    expect(carRentalEnquiryMessage({ location: 'Chennai Central' })).toBe(
      "Hi, I'd like to rent a car.\nPickup location: Chennai Central\nPlease share the available cars and rates.",
    );
  });

  it('names the car from a car card, and reads Not provided without a location', () => {
    expect(carRentalEnquiryMessage({ location: '  ', car: 'Maruti Swift Dzire' })).toBe(
      "Hi, I'd like to rent a car.\nPickup location: Not provided\nCar: Maruti Swift Dzire\nPlease share the available cars and rates.",
    );
    expect(carRentalEnquiryMessage()).toBe("Hi, I'd like to rent a car.\nPickup location: Not provided\nPlease share the available cars and rates.");
  });

  it('builds the package link the detail page opens', () => {
    expect(whatsappUrl(DEFAULT_WHATSAPP_NUMBER, packageEnquiryMessage('Kerala Backwaters & Munnar'))).toBe(
      'https://wa.me/919840012345?text=Hi%2C%20I\'m%20interested%20in%20the%20%22Kerala%20Backwaters%20%26%20Munnar%22%20package.%0APlease%20share%20availability%20and%20more%20details.',
    );
  });
});
