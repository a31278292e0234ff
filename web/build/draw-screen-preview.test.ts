import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawScreenPreview, type PreviewPage, type PreviewTemplates } from './draw-screen-preview';

// Templates in the shape the build makes them (web/build/prerender-first-screen.ts), cut down.
const card = (loading: string) =>
  `<li><a class="package-card" href="#/tour/" data-fill="link"><img alt="" loading="${loading}" data-fill="image">` +
  '<span data-fill="title"></span><span data-fill="text"></span><span data-fill="price"></span></a></li>';
const TEMPLATES: PreviewTemplates = {
  package:
    '<article><h1 data-fill="title"></h1><p data-fill="text"></p><img alt="Sample, picture 1 of 1" data-fill="image"></article>',
  tours: {
    screen:
      '<header><h1>Explore Our Packages</h1></header><section aria-label="International Tours"><ul></ul></section>',
    type: 'international',
    cards: [card('eager'), card('eager'), card('lazy')],
    more: '<li><button><span data-fill="count">+1 more</span> View More</button></li>',
  },
};

const tour = (n: number, type = 'international') => ({
  id: `tour-${n}`,
  type,
  title: `Tour <b>${n}</b>`,
  description: `About tour ${n}`,
  image: `/images/${n}.svg`,
  price: { perPerson: n * 1000 },
});

/** Draws `kind` from an answer with `status` and `body`; resolves once the preview has drawn or started the code. */
async function draw(kind: PreviewPage['kind'], body: unknown, status = 200) {
  let started = false;
  const start = vi.fn(() => void (started = true));
  const answer = Promise.resolve(new Response(JSON.stringify(body), { status }));
  drawScreenPreview(TEMPLATES, {
    kind,
    path: kind === 'tours' ? '/tours' : '/tour/x',
    answer,
    start,
    started: () => started,
  });
  await vi.waitFor(() =>
    expect(start.mock.calls.length || document.querySelector('.screen-preview [data-fill]')).toBeTruthy(),
  );
  return { start, preview: document.querySelector<HTMLElement>('#main > .screen-preview') };
}

describe('drawScreenPreview', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<main id="main"><div class="screen-preview" data-path="/tours"><h1>Header</h1></div></main>';
    location.hash = '#/tours';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("draws /tours's first row from the answer, as text, and asks for the code once the first picture is in", async () => {
    const { start, preview } = await draw('tours', { data: [tour(1, 'domestic'), tour(2), tour(3)] });
    expect(preview?.dataset.path).toBe('/tours');
    expect(preview?.querySelector('h1')?.textContent).toBe('Explore Our Packages');
    const cards = [...preview!.querySelectorAll('a')];
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(['#/tour/tour-2', '#/tour/tour-3']);
    expect(cards[0]!.querySelector('[data-fill="title"]')!.textContent).toBe('Tour <b>2</b>');
    expect(cards[0]!.querySelector('b')).toBeNull();
    // The price line is left to the app's one formatter: the preview never writes a price of its own.
    expect(cards[1]!.querySelector('[data-fill="price"]')!.textContent).toBe('');
    const pictures = [...preview!.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(['/images/2.svg', '/images/3.svg']);
    expect(pictures[0]!.alt).toBe('');
    expect(start).not.toHaveBeenCalled();
    pictures[0]!.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalled();
  });

  it("ends a row longer than its cards with the 'View More' card and how many more there are", async () => {
    const { preview } = await draw('tours', { data: [1, 2, 3, 4, 5].map((n) => tour(n)) });
    expect(preview!.querySelectorAll('a')).toHaveLength(3);
    expect(preview!.querySelector('button')?.textContent).toBe('+2 more View More');
  });

  it("draws a package's title, lead and first picture, described by its title", async () => {
    document.body.innerHTML = '<main id="main"></main>';
    const { preview } = await draw('package', { data: { ...tour(7), images: ['/images/first.svg'] } });
    expect(preview?.dataset.path).toBe('/tour/x');
    expect(preview?.querySelector('h1')?.textContent).toBe('Tour <b>7</b>');
    expect(preview?.querySelector('p')?.textContent).toBe('About tour 7');
    expect(preview?.querySelector('img')?.getAttribute('src')).toBe('/images/first.svg');
    expect(preview?.querySelector('img')?.alt).toBe('Tour <b>7</b>');
  });

  it.each([
    ['a failed answer', 'tours', { error: 'Not found' }, 404],
    ['another shape', 'tours', { data: { id: 'x' } }, 200],
    ['a package without a title', 'package', { data: { ...tour(1), title: 3 } }, 200],
    ['no package of the first row', 'tours', { data: [tour(1, 'domestic')] }, 200],
  ] as const)('draws nothing and asks for the code at once on %s', async (_case, kind, body, status) => {
    const { start } = await draw(kind, body, status);
    expect(start).toHaveBeenCalled();
    expect(document.querySelector('#main a, #main img')).toBeNull();
  });

  it('draws no row on a filtered /tours, whose cards are not the first row', async () => {
    location.hash = '#/tours?filter=domestic';
    const { start } = await draw('tours', { data: [tour(1)] });
    expect(start).toHaveBeenCalled();
    expect(document.querySelector('#main a')).toBeNull();
  });
});
