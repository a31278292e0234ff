import { describe, expect, it } from 'vitest';
import { SERVICES } from './services';
import { generalEnquiryMessage, serviceEnquiryMessage, whatsappUrl } from './whatsapp';

describe('service enquiry text', () => {
  it('opens with the service text and names the page it came from', () => {
    expect(serviceEnquiryMessage({ title: 'Cargo and Courier', whatsappText: "Hi, I'd like to send a parcel." })).toBe(
      "Hi, I'd like to send a parcel.\n(Enquiry from the Cargo and Courier page)",
    );
  });

  it('survives the wa.me link encoding intact', () => {
    const text = serviceEnquiryMessage({
      title: 'Health and Vehicle Insurance',
      whatsappText: 'Quote (travel / health / vehicle) & more?',
    });
    const url = whatsappUrl('91 98400 12345', text);
    const prefix = 'https://wa.me/919840012345?text=';
    expect(url.startsWith(prefix)).toBe(true);
    expect(url.slice(prefix.length)).not.toMatch(/[ &?/]/);
    expect(decodeURIComponent(url.slice(prefix.length))).toBe(text);
  });
});

describe('general enquiry text', () => {
  it('greets with the name and carries the trimmed message', () => {
    expect(generalEnquiryMessage({ name: '  Priya ', message: '  Need a cab to Tirupati on Sunday  ' })).toBe(
      "Hi, I'm Priya.\nNeed a cab to Tirupati on Sunday\nPlease get back to me.",
    );
  });

  it('falls back to a plain greeting and a generic line when blank', () => {
    expect(generalEnquiryMessage({ name: ' ', message: '' })).toBe(
      'Hi,\nI have a travel enquiry.\nPlease get back to me.',
    );
    expect(generalEnquiryMessage()).toBe('Hi,\nI have a travel enquiry.\nPlease get back to me.');
  });
});

describe('the service list', () => {
  it('holds the ten showcase cards in spec order with their routes', () => {
    expect(SERVICES.map((service) => [service.id, service.path])).toEqual([
      [1, '/holidays'],
      [2, '/services/flight'],
      [3, '/services/bus'],
      [4, '/services/forex'],
      [5, '/services/corporate'],
      [6, '/services/insurance'],
      [7, '/services/cargo'],
      [8, '/services/visa'],
      [9, '/services/taxi'],
      [10, '/services/hotels'],
    ]);
  });

  it('gives every service content, documents, a turnaround and a next step', () => {
    for (const service of SERVICES) {
      expect(service.summary.length, service.slug).toBeGreaterThan(40);
      expect(service.details.length, service.slug).toBeGreaterThanOrEqual(2);
      expect(service.documents.length, service.slug).toBeGreaterThanOrEqual(1);
      expect(service.turnaround, service.slug).not.toBe('');
      expect(service.keywords.length, service.slug).toBeGreaterThan(3);
      expect(service.image.desktop).toBe(`/images/services/${service.slug}-desktop.svg`);
      expect(service.image.mobile).toBe(`/images/services/${service.slug}-mobile.svg`);
      if ('to' in service.action) expect(service.action.to).toMatch(/^\/[a-z-]+$/);
      else expect(service.action.whatsappText).toMatch(/^Hi, /);
    }
  });
});
