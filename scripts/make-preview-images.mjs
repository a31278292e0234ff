// Link-preview cards (Open Graph, 1200×630 PNG, well under WhatsApp's 300 KB): one per catalog package and per
// service page, plus the site's default card, drawn from our own SVG artwork with the title and price on top.
// Written into the built site (web/dist/og/…) by the Vite build, never committed:
//   node scripts/make-preview-images.mjs [outDir]     (default web/dist)
// A package's card is og/{tour|devotion|trek}/{id}-{key}.png, the key naming what it shows
// (shared/catalog/preview-card.ts); the worker's real-path pages point at it only while the package still reads
// the same, else at /og/default.png (no price on it), and at the uploaded photo when the package has one.
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const W = 1200;
const H = 630;
const require = createRequire(import.meta.url);
const FONTS = ['700Bold/Inter_700Bold.ttf', '600SemiBold/Inter_600SemiBold.ttf'].map((file) =>
  require.resolve(`@expo-google-fonts/inter/${file}`),
);

const xml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Greedy word wrap to about `width` characters a line, at most `max` lines, the last one cut with '…'. */
export function wrap(text, width, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1].slice(0, width - 1).trimEnd()}…`;
  return kept;
}

/** Our artwork covering the card, a shade for legible text, the brand, a label, the title and a pill. */
function cardSvg({ art, label, title, pill, note }) {
  const artUri = `data:image/svg+xml;base64,${Buffer.from(art).toString('base64')}`;
  const titleLines = wrap(title, 28, 3);
  const lineHeight = 74;
  const titleTop = 470 - titleLines.length * lineHeight;
  const pillWidth = Math.round(pill.length * 18.5 + 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#072a40" stop-opacity=".15"/><stop offset=".45" stop-color="#072a40" stop-opacity=".45"/><stop offset="1" stop-color="#072a40" stop-opacity=".92"/></linearGradient>
</defs>
<image href="${artUri}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/>
<rect width="${W}" height="${H}" fill="url(#shade)"/>
<rect x="56" y="48" rx="30" width="${Math.round(22 * 15.2 + 56)}" height="60" fill="#ffffff"/>
<text x="84" y="88" font-family="Inter" font-weight="700" font-size="28" fill="#0b3d5c">Vishwa Tours &amp; Travels</text>
<text x="60" y="${titleTop - 22}" font-family="Inter" font-weight="700" font-size="26" letter-spacing="3" fill="#ffb25e">${xml(label.toUpperCase())}</text>
${titleLines.map((line, i) => `<text x="56" y="${titleTop + 58 + i * lineHeight}" font-family="Inter" font-weight="700" font-size="64" fill="#ffffff">${xml(line)}</text>`).join('\n')}
<rect x="56" y="508" rx="34" width="${pillWidth}" height="68" fill="#e8790c"/>
<text x="84" y="554" font-family="Inter" font-weight="700" font-size="34" fill="#ffffff">${xml(pill)}</text>
<text x="${56 + pillWidth + 28}" y="553" font-family="Inter" font-weight="600" font-size="30" fill="#ffffff">${xml(note)}</text>
</svg>`;
}

function render(svg) {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: W },
    font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return resvg.render().asPng();
}

const LABELS = {
  international: 'International tour',
  domestic: 'India tour',
  devotional: 'Devotional yatra',
  trekking: 'Himalayan & Western Ghats trek',
};

/** Every card the site links to, as { path (under outDir), svg }. */
export async function previewCards({ publicDir = join(ROOT, 'web/public'), catalog } = {}) {
  const load = async (file) => (await runnerImport(join(ROOT, file))).module;
  const [{ SERVICES }, { cardFacts, cardPath }, { PACKAGE_COLLECTIONS }, { indiaToday }] = await Promise.all([
    load('shared/services.ts'),
    load('shared/catalog/preview-card.ts'),
    load('shared/catalog/collections.ts'),
    load('shared/dates.ts'),
  ]);
  catalog ??= JSON.parse(readFileSync(join(ROOT, 'worker/seed/catalog.json'), 'utf8'));
  const fallbackArt = '/images/home/hero-desktop.svg';
  // A picture the catalog names but the site lacks draws on the home artwork rather than failing the build.
  const art = (url) => {
    try {
      return readFileSync(join(publicDir, url.split('?')[0]), 'utf8');
    } catch {
      return readFileSync(join(publicDir, fallbackArt), 'utf8');
    }
  };
  const cards = [];
  for (const { collection, word } of PACKAGE_COLLECTIONS) {
    for (const item of catalog[collection] ?? []) {
      if (!item.image?.startsWith('/images/')) continue; // a photo URL elsewhere: the default card serves
      // The price on the build's date (the offer's while it runs); every deploy redraws the cards.
      const facts = cardFacts(item, indiaToday());
      cards.push({
        path: cardPath(word, item.id, facts),
        svg: cardSvg({ ...facts, art: art(item.image), label: LABELS[item.type] ?? 'Tour package' }),
      });
    }
  }
  for (const service of SERVICES) {
    if (service.path !== `/services/${service.slug}`) continue;
    cards.push({
      path: `og/services/${service.slug}.png`,
      svg: cardSvg({
        art: art(service.image.desktop),
        label: 'Our services',
        title: service.title,
        pill: 'Enquire today',
        note: 'Chennai · all over India',
      }),
    });
  }
  cards.push({
    path: 'og/default.png',
    svg: cardSvg({
      art: art(fallbackArt),
      label: 'Tours & travels from Chennai',
      title: 'Tours, tickets, visas and darshan',
      pill: 'Tour packages',
      note: 'Trains · flights · Tirupati · forex',
    }),
  });
  return cards;
}

/** Renders every card into outDir; returns what it wrote with byte sizes. */
export async function makePreviewImages({ outDir = join(ROOT, 'web/dist'), ...options } = {}) {
  const written = [];
  for (const card of await previewCards(options)) {
    const png = render(card.svg);
    const file = join(outDir, card.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    written.push({ path: card.path, bytes: png.length });
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const written = await makePreviewImages({ outDir: resolve(process.argv[2] ?? join(ROOT, 'web/dist')) });
  const largest = Math.max(...written.map((file) => file.bytes));
  console.log(
    `${written.length} preview images in ${Date.now() - started} ms, largest ${Math.round(largest / 1024)} KB`,
  );
}
