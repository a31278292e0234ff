import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../src/site-app';
import { seedCatalog } from './helpers/seed-catalog';

const ORIGIN = 'https://vishwa.example';
const app = createSiteApp();
const page = async (path: string) => {
  const res = await app.request(`${ORIGIN}${path}`, {}, env);
  const html = await res.text();
  return { res, html, doc: parse(html) };
};
const alternates = (doc: ReturnType<typeof parse>) =>
  Object.fromEntries(
    doc
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );

beforeAll(seedCatalog);

describe('share pages in Tamil and Hindi', () => {
  it('/ta/tour/kerala-backwaters-munnar is the Tamil page, naming its English and Hindi versions', async () => {
    const { res, doc } = await page('/ta/tour/kerala-backwaters-munnar');
    expect(res.status).toBe(200);
    expect(doc.querySelector('html')!.getAttribute('lang')).toBe('ta');
    expect(doc.querySelector('#real-page h1')!.textContent).toBe('கேரள உப்பங்கழிகளும் மூணாறும்');
    const headings = doc.querySelectorAll('#real-page h2').map((h2) => h2.textContent);
    expect(headings).toEqual(['கண்ணோட்டம்', 'பயணத் திட்டம்', 'தங்குமிடம்', 'உள்ளடங்குபவை', 'உள்ளடங்காதவை']);
    expect(doc.querySelector('.rp-article ol li')!.textContent).toContain('நாள் 1: கொச்சி வருகை');
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      `${ORIGIN}/ta/tour/kerala-backwaters-munnar`,
    );
    expect(alternates(doc)).toEqual({
      en: `${ORIGIN}/tour/kerala-backwaters-munnar`,
      ta: `${ORIGIN}/ta/tour/kerala-backwaters-munnar`,
      hi: `${ORIGIN}/hi/tour/kerala-backwaters-munnar`,
      'x-default': `${ORIGIN}/tour/kerala-backwaters-munnar`,
    });
    expect(doc.querySelector('meta[property="og:locale"]')!.getAttribute('content')).toBe('ta_IN');
    expect(doc.querySelector('meta[property="og:title"]')!.getAttribute('content')).toMatch(
      /^கேரள உப்பங்கழிகளும் மூணாறும் · /,
    );
    // The page frame speaks Tamil and links to the other Tamil pages.
    expect(doc.querySelector('.rp-bar nav a')!.textContent).toBe('சுற்றுலா');
    expect(doc.querySelector('.rp-bar nav a')!.getAttribute('href')).toBe('/ta/tours');
  });

  it('the English page names the same alternates, and keeps English', async () => {
    const { doc } = await page('/tour/kerala-backwaters-munnar');
    expect(doc.querySelector('html')!.getAttribute('lang')).toBe('en-IN');
    expect(doc.querySelector('#real-page h1')!.textContent).toBe('Kerala Backwaters & Munnar');
    expect(alternates(doc).hi).toBe(`${ORIGIN}/hi/tour/kerala-backwaters-munnar`);
  });

  it('a devotional package and a trek read day by day in Hindi', async () => {
    const { res, doc } = await page('/hi/devotion/shirdi-sai-darshan');
    expect(res.status).toBe(200);
    expect(doc.querySelector('html')!.getAttribute('lang')).toBe('hi');
    expect(doc.querySelector('#real-page h1')!.textContent).toBe('शिरडी साईं बाबा दर्शन, शनि शिंगणापुर के साथ');
    expect(doc.querySelector('.rp-article ol li')!.textContent).toMatch(/^दिन 1: शिरडी पहुँचना/);
    const trek = await page('/hi/trek/kedarkantha-winter-trek');
    expect(trek.doc.querySelector('html')!.getAttribute('lang')).toBe('hi');
    expect(trek.doc.querySelector('#real-page h1')!.textContent).toBe('केदारकांठा शीतकालीन ट्रेक');
    expect(trek.doc.querySelector('.rp-article ol li')!.textContent).toBe('दिन 1: देहरादून से सांकरी (200 किमी, 9 घंटे)');
  });

  it('the WhatsApp enquiry of a Tamil or Hindi page is the English text word for word plus the language line', async () => {
    const enquiry = async (path: string) => {
      const { doc } = await page(path);
      const href = doc.querySelector('a.rp-button--whatsapp')!.getAttribute('href')!;
      return decodeURIComponent(new URL(href).searchParams.get('text')!);
    };
    const english = await enquiry('/tour/kerala-backwaters-munnar');
    expect(english).not.toContain('Preferred language');
    expect(await enquiry('/ta/tour/kerala-backwaters-munnar')).toBe(`${english}\nPreferred language: Tamil (தமிழ்)`);
    expect(await enquiry('/hi/tour/kerala-backwaters-munnar')).toBe(`${english}\nPreferred language: Hindi (हिन्दी)`);
  });

  it('listing and service pages have twins too; an unknown one is the 404 in that language', async () => {
    const tours = await page('/hi/tours');
    expect(tours.res.status).toBe(200);
    expect(tours.doc.querySelector('#real-page h1')!.textContent).toBe('हमारे पैकेज देखें');
    const taTours = await page('/ta/tours');
    expect(taTours.doc.querySelectorAll('.rp-article a').map((link) => link.textContent)).toContain(
      'சாதர் உறைந்த நதி மலையேற்றம்',
    );
    expect(taTours.html).not.toContain('Chadar Frozen River Trek');
    const cars = await page('/hi/car-rental');
    expect(cars.doc.querySelector('.rp-article li strong')!.textContent).toBe('हैचबैक');
    expect(cars.html).toContain('<strong>टोयोटा इनोवा क्रिस्टा</strong>: 7 सीटें, एसी, बड़ी डिक्की।');
    expect((await page('/car-rental')).html).toContain(
      '<strong>Toyota Innova Crysta</strong>: 7 seats, AC, large boot.',
    );
    const visa = await page('/ta/services/visa');
    expect(visa.res.status).toBe(200);
    expect(visa.doc.querySelector('#real-page h1')!.textContent).toBe('விசா, பாஸ்போர்ட் சேவைகள்');
    expect(visa.doc.querySelectorAll('.rp-article h2').map((h2) => h2.textContent)[0]).toBe('நாங்கள் செய்வது');
    expect(visa.doc.querySelector('.rp-article ul li')!.textContent).toMatch(/^துபாய், சிங்கப்பூர்/);
    expect((await page('/ta')).doc.querySelector('html')!.getAttribute('lang')).toBe('ta');
    const missing = await page('/ta/tour/no-such-trip');
    expect(missing.res.status).toBe(404);
    expect(missing.doc.querySelector('html')!.getAttribute('lang')).toBe('ta');
  });

  it('the sitemap lists each page in all three languages with its alternates', async () => {
    const xml = await (await app.request(`${ORIGIN}/sitemap.xml`, {}, env)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const prefix of ['', '/ta', '/hi'])
      expect(xml).toContain(`<loc>${ORIGIN}${prefix}/tour/kerala-backwaters-munnar</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ta" href="${ORIGIN}/ta/tour/kerala-backwaters-munnar"/>`,
    );
  });
});
