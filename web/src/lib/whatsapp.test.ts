import { afterEach, describe, expect, it } from 'vitest';
import { ticketEnquiryMessage } from '#shared/whatsapp';
import { switchLocale } from './locale';
import { businessWhatsappUrl } from './whatsapp';

const textOf = (url: string) => new URL(url).searchParams.get('text');

// Issue 30 item 7: every prefilled WhatsApp text stays the spec's English word for word; a visitor reading in
// Tamil or Hindi adds one line naming the language, so staff can answer in it.
describe('WhatsApp hand-offs in the visitor’s language', () => {
  afterEach(() => switchLocale('en'));
  const message = ticketEnquiryMessage({ type: 'bus', from: 'Chennai', to: 'Madurai', date: '', passengers: '2' });

  it('leave the English text as it is for an English visitor', async () => {
    await switchLocale('en');
    expect(textOf(businessWhatsappUrl(message))).toBe(message);
  });

  it('add the language line, and nothing else, for Tamil and Hindi visitors', async () => {
    await switchLocale('ta');
    expect(textOf(businessWhatsappUrl(message))).toBe(`${message}\nPreferred language: Tamil (தமிழ்)`);
    await switchLocale('hi');
    expect(textOf(businessWhatsappUrl(message))).toBe(`${message}\nPreferred language: Hindi (हिन्दी)`);
  });

  // A link to the business made anywhere else would skip the line. Allowed: this module, a visitor sharing a
  // package with a friend (not to us), and the console's messages to customers.
  it('are all made here: no visitor screen builds its own link to the business', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.*'], {
      eager: true,
      query: '?raw',
      import: 'default',
    });
    const allowed = ['./whatsapp.ts', '../features/catalog/components/share-button.tsx'];
    const builders = Object.entries(sources)
      .filter(([path, source]) => /\bwhatsappUrl\b|wa\.me\//.test(source) && !path.startsWith('../features/admin/'))
      .map(([path]) => path.replace('../lib/', './'));
    expect(builders.sort()).toEqual(allowed.sort());
  });
});
