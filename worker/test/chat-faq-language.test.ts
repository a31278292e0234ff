// Visbot's FAQ and service answers in the language of the question (issue 30): asked in Tamil or Devanagari
// script, the answer's own sentences come in the words the FAQ and service screens show in that language
// (shared/i18n/{ta,hi}/screens), not in English under a translated lead line. Through the real endpoint.
import { beforeAll, describe, expect, it } from 'vitest';
import { FAQ } from '#shared/faq';
import { layout as hiLayout } from '#shared/i18n/hi/layout';
import { faq as hiFaq } from '#shared/i18n/hi/screens/faq';
import { services as hiServices } from '#shared/i18n/hi/screens/services';
import { layout as taLayout } from '#shared/i18n/ta/layout';
import { faq as taFaq } from '#shared/i18n/ta/screens/faq';
import { services as taServices } from '#shared/i18n/ta/screens/services';
import { SERVICES } from '#shared/services';
import { conversation as ask } from './helpers/chat';
import { seedCatalog } from './helpers/seed-catalog';

const conversation = (...messages: string[]) => ask(17, ...messages);
const faq = (id: string) => FAQ.find((entry) => entry.id === id)!;
const service = (slug: string) => SERVICES.find((entry) => entry.slug === slug)!;

beforeAll(seedCatalog);

describe('Visbot: FAQ and service answers in Tamil and Hindi', () => {
  it('a Tatkaal passport asked in Hindi: the FAQ answer and its question in Hindi, no English left', async () => {
    const { reply } = await conversation('तत्काल पासपोर्ट कितने दिन में आ जाता है?');
    expect(reply).toContain(hiFaq['passport-tatkaal.answer']);
    expect(reply).toContain(`अक्सर पूछे जाने वाले सवालों से: “${hiFaq['passport-tatkaal.question']}”`);
    expect(reply).not.toContain(faq('passport-tatkaal').answer);
    expect(reply).not.toContain('From our FAQ');
  });

  it('the Dubai visa asked in Tamil: the answer and every document point in Tamil', async () => {
    const { reply } = await conversation('துபாய் விசா எடுக்க என்ன வேண்டும்?');
    expect(reply).toContain(taFaq['visa-dubai.answer']);
    for (const [i] of faq('visa-dubai').points!.entries())
      expect(reply).toContain(`• ${taFaq[`visa-dubai.point${i + 1}`]}`);
  });

  it('the forex service asked in Hindi: its name, what to keep ready and how long, in Hindi', async () => {
    const { reply } = await conversation('फ़ॉरेक्स के लिए पैन ज़रूरी है?');
    expect(reply).toContain(`${hiServices['forex.title']}: ${hiServices['forex.summary']}`);
    expect(reply).toContain('ये तैयार रखें:');
    expect(reply).toContain(`• ${hiServices['forex.document1']}`);
    expect(reply).toContain(`कितना समय लगता है: ${hiServices['forex.turnaround']}`);
    expect(reply).not.toContain(service('forex').summary);
  });

  it('the visa service asked in Tamil: the documents in Tamil', async () => {
    const { reply } = await conversation('விசா பெற என்ன ஆவணங்கள் வேண்டும்?');
    expect(reply).toContain('தயாராக வைத்திருக்க வேண்டியவை:');
    for (const [i] of service('visa').documents.entries())
      expect(reply).toContain(`• ${taServices[`visa.document${i + 1}`]}`);
  });

  it("a car asked in Hindi or Tamil: its booking link says so in the site's own words, not half in English", async () => {
    const hindi = await conversation('कार किराया 6 लोगों के लिए कितना है?');
    expect(hindi.links).toContainEqual({ label: hiLayout.bookCarRental, path: '/car-rental' });
    const tamil = await conversation('ஆறு பேருக்கு கார் வாடகை எவ்வளவு?');
    expect(tamil.links).toContainEqual({ label: taLayout.bookCarRental, path: '/car-rental' });
  });

  it('the same question in English keeps the FAQ as written', async () => {
    const { reply } = await conversation('how fast is a tatkaal passport?');
    expect(reply).toContain(faq('passport-tatkaal').answer);
  });
});
