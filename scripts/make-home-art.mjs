// Draws the home page's and service pages' illustrations (light SVG, our own artwork) into
// web/public/images/home/ and web/public/images/services/. The hero scene is also exported for
// scripts/make-hero-video.mjs, so the poster and the video are the same picture.
// Run: node scripts/make-home-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const svg = (w, h, body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${label ? ` role="img" aria-label="${label}"` : ''}>${body}</svg>\n`;
const gradient = (id, top, bottom) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
const ridge = (w, h, y, amp, waves, phase, color) => {
  let d = `M0 ${h}L0 ${y}`;
  for (let x = 0; x <= w; x += w / 32)
    d += `L${Math.round(x)} ${Math.round(y - amp * Math.sin((x / w) * Math.PI * waves + phase))}`;
  return `<path d="${d}L${w} ${h}Z" fill="${color}"/>`;
};

// ---------- The hero: dawn over a temple town by the water, with moving sprites ----------

/** Sprites that move in the video. Each is drawn around (0,0); `at(t)` gives its place at time t in [0, 1). */
export const HERO_SPRITES = [
  {
    name: 'cloud-a',
    box: [-90, -34, 180, 68],
    svg: '<path d="M-80 26C-92 8-70-10-50-4-44-26-10-32 4-14 16-30 52-26 56-4 80-6 92 16 78 26Z" fill="#fff" opacity=".85"/>',
    at: (t, w, h) => [((0.18 + t) % 1) * (w + 240) - 120, h * 0.17],
  },
  {
    name: 'cloud-b',
    box: [-70, -26, 140, 52],
    svg: '<path d="M-62 20C-70 6-54-8-38-2-32-20-6-24 4-10 14-22 40-18 42-2 60-4 68 12 58 20Z" fill="#fff" opacity=".7"/>',
    at: (t, w, h) => [((0.62 + t) % 1) * (w + 200) - 100, h * 0.29],
  },
  {
    name: 'plane',
    box: [-40, -16, 80, 32],
    svg: '<path d="M-34 2 30-2C36-2 38 2 32 4L-30 8Z" fill="#0b3d5c"/><path d="M-4 2-18 14H-8L10 3ZM-4 1-14-12H-6L8 0ZM-30 2-36-8H-30L-22 2Z" fill="#0b3d5c"/><path d="M-120 4H-40" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".8"/>',
    at: (t, w, h) => [t * (w + 400) - 200, h * 0.12 + 18 * Math.sin(t * Math.PI * 2)],
  },
  {
    name: 'birds',
    box: [-40, -20, 80, 40],
    svg: '<path d="M-30 0q7-8 14 0q7-8 14 0M6-10q5-6 10 0q5-6 10 0M14 8q4-5 8 0q4-5 8 0" stroke="#3b2a1e" stroke-width="2.4" fill="none" stroke-linecap="round"/>',
    at: (t, w, h) => [w - ((0.4 + t) % 1) * (w + 160) + 80, h * 0.36 + 10 * Math.sin(t * Math.PI * 6)],
  },
  {
    name: 'boat',
    box: [-70, -40, 140, 60],
    svg: '<path d="M-62 0C-34 16 34 16 62 0L52 14H-52Z" fill="#6b3f1f"/><path d="M-44 0C-32-30 32-30 44 0Z" fill="#e3a95c"/><path d="M-30-4H30" stroke="#8a5a2b" stroke-width="3"/>',
    at: (t, w, h) => [w * 0.5 + w * 0.28 * Math.sin(t * Math.PI * 2), h * 0.83 + 3 * Math.sin(t * Math.PI * 8)],
  },
];

/** The still part of the hero for a w×h frame: sky, sun, hills, temple town, ghats and water. */
export function heroBackground(w, h) {
  const water = h * 0.74;
  const cx = w / 2;
  const s = Math.min(w / 1280, h / 720) * 1.15;
  const temple = (x, base, k, c) =>
    `<g transform="translate(${x} ${base}) scale(${k})"><path d="M-70 0V-60H70V0Z" fill="${c}"/><path d="M-46-60-36-150H36L46-60Z" fill="${c}"/><path d="M-36-150-24-210H24L36-150Z" fill="#a54a2b"/><path d="M-24-210 0-250 24-210Z" fill="#e0a23a"/><path d="M-16 0V-36A16 16 0 0 1 16-36V0Z" fill="#4a2414"/><path d="M-40-90H40M-32-120H32M-26-180H26" stroke="#f3c06b" stroke-width="5"/><circle cy="-258" r="6" fill="#ffd166"/></g>`;
  const houses = Array.from({ length: 14 }, (_, i) => {
    const x = (i / 13) * w;
    const hh = 40 + ((i * 37) % 45);
    return `<rect x="${Math.round(x - 34)}" y="${Math.round(water - hh * s)}" width="${Math.round(68 * s)}" height="${Math.round(hh * s)}" fill="${i % 2 ? '#d98c5f' : '#e9a870'}"/>`;
  }).join('');
  return (
    `<defs>${gradient('hsky', '#f7a35c', '#ffe1b8')}${gradient('hwater', '#3f7fa6', '#23597c')}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#hsky)"/>` +
    `<circle cx="${cx + w * 0.22}" cy="${h * 0.3}" r="${70 * s}" fill="#fff1c4" opacity=".95"/>` +
    ridge(w, h, h * 0.55, 26 * s, 3, 0.5, '#c9876a') +
    ridge(w, h, h * 0.62, 18 * s, 5, 1.7, '#a9705a') +
    houses +
    temple(cx - w * 0.26, water, 0.55 * s, '#c96a3d') +
    temple(cx, water, 0.95 * s, '#c8643b') +
    temple(cx + w * 0.3, water, 0.5 * s, '#bf6a3c') +
    `<rect y="${water - 6}" width="${w}" height="${Math.round(h * 0.05)}" fill="#b9875a"/>` +
    `<rect y="${water + h * 0.05 - 6}" width="${w}" height="${h}" fill="url(#hwater)"/>` +
    [0.12, 0.3, 0.52, 0.71, 0.88]
      .map(
        (fx, i) =>
          `<path d="M${Math.round(fx * w)} ${Math.round(water + h * (0.1 + (i % 3) * 0.05))}h${Math.round(60 * s)}" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`,
      )
      .join('') +
    [0.36, 0.44, 0.58, 0.64]
      .map(
        (fx, i) =>
          `<circle cx="${Math.round(fx * w)}" cy="${Math.round(water + h * (0.08 + (i % 2) * 0.04))}" r="${Math.max(3, 5 * s)}" fill="#ffb347"/>`,
      )
      .join('')
  );
}

/** One hero frame at time t as SVG (the poster is t = 0). */
export function heroFrame(w, h, t = 0) {
  const sprites = HERO_SPRITES.map((sprite) => {
    const [x, y] = sprite.at(t, w, h);
    return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">${sprite.svg}</g>`;
  }).join('');
  return svg(w, h, heroBackground(w, h) + sprites);
}

// ---------- Offers: wide banners the carousel lays its text over ----------

const OFFER_SCENES = {
  // Tirupati hills at dawn
  'offer-darshan': (w, h) =>
    `<defs>${gradient('o1', '#ff9d5c', '#ffe2bf')}</defs><rect width="${w}" height="${h}" fill="url(#o1)"/>` +
    `<circle cx="${w * 0.8}" cy="${h * 0.3}" r="50" fill="#fff3c8"/>` +
    ridge(w, h, h * 0.62, 40, 3, 0.4, '#7aa35a') +
    ridge(w, h, h * 0.78, 20, 4, 2, '#5b8a45') +
    `<g transform="translate(${w * 0.78} ${h * 0.66}) scale(.7)"><path d="M-70 0V-60H70V0Z" fill="#e6b54a"/><path d="M-46-60-36-150H36L46-60Z" fill="#e6b54a"/><path d="M-36-150-24-200H24L36-150Z" fill="#d49b2f"/><path d="M-24-200 0-236 24-200Z" fill="#ffd166"/></g>`,
  // Kerala backwaters
  'offer-kerala': (w, h) =>
    `<defs>${gradient('o2', '#7fd0c4', '#e1f6f1')}</defs><rect width="${w}" height="${h}" fill="url(#o2)"/>` +
    ridge(w, h, h * 0.58, 12, 6, 0, '#3f8f55') +
    `<rect y="${h * 0.62}" width="${w}" height="${h}" fill="#2f8f8a"/>` +
    `<g transform="translate(${w * 0.74} ${h * 0.74})"><path d="M-120 0C-60 24 60 24 120 0L104 22H-104Z" fill="#6b3f1f"/><path d="M-90 0C-70-50 70-50 90 0Z" fill="#d9a45b"/></g>` +
    `<g transform="translate(${w * 0.93} ${h * 0.64})" fill="none" stroke-linecap="round"><path d="M0 0C4-40 10-80 6-120" stroke="#6b4a2b" stroke-width="7"/><path d="M6-120C-20-130-44-120-56-100M6-120C30-136 56-128 68-108M6-120C-6-146-30-156-48-152" stroke="#2f7d4a" stroke-width="9"/></g>`,
  // Dubai skyline
  'offer-dubai': (w, h) =>
    `<defs>${gradient('o3', '#4a6fa5', '#ffc08a')}</defs><rect width="${w}" height="${h}" fill="url(#o3)"/>` +
    `<circle cx="${w * 0.6}" cy="${h * 0.5}" r="44" fill="#ffd98a"/>` +
    `<path d="M${w * 0.5} ${h}V${h * 0.62}H${w * 0.55}V${h * 0.45}H${w * 0.6}V${h * 0.66}H${w * 0.66}V${h * 0.3}L${w * 0.72} ${h * 0.05}L${w * 0.74} ${h * 0.3}V${h * 0.55}H${w * 0.8}V${h * 0.4}H${w * 0.85}V${h * 0.6}H${w * 0.9}V${h * 0.48}H${w * 0.95}V${h * 0.68}H${w}V${h}Z" fill="#243b5a"/>` +
    `<path d="M0 ${h * 0.86}C${w * 0.3} ${h * 0.8} ${w * 0.6} ${h * 0.9} ${w} ${h * 0.84}V${h}H0Z" fill="#f0c27a"/>`,
  // Flight over clouds
  'offer-flights': (w, h) =>
    `<defs>${gradient('o4', '#5ab0e6', '#dff1fb')}</defs><rect width="${w}" height="${h}" fill="url(#o4)"/>` +
    `<path d="M${w * 0.5} ${h}C${w * 0.5} ${h * 0.8} ${w * 0.6} ${h * 0.72} ${w * 0.68} ${h * 0.8}C${w * 0.72} ${h * 0.66} ${w * 0.86} ${h * 0.66} ${w * 0.88} ${h * 0.78}C${w * 0.94} ${h * 0.74} ${w} ${h * 0.8} ${w} ${h * 0.85}V${h}Z" fill="#fff"/>` +
    `<g transform="translate(${w * 0.76} ${h * 0.38}) rotate(-12) scale(2.2)"><path d="M-34 2 30-2C36-2 38 2 32 4L-30 8Z" fill="#0b3d5c"/><path d="M-4 2-18 14H-8L10 3ZM-4 1-14-12H-6L8 0ZM-30 2-36-8H-30L-22 2Z" fill="#0b3d5c"/></g>`,
};

// ---------- The welcome popup: the darshan window is open ----------

function welcomePopup() {
  const w = 480;
  const h = 600;
  return svg(
    w,
    h,
    `<defs>${gradient('wp', '#7a1f1f', '#c4620a')}</defs><rect width="${w}" height="${h}" rx="0" fill="url(#wp)"/>` +
      `<circle cx="240" cy="250" r="150" fill="#ffd166" opacity=".18"/><circle cx="240" cy="250" r="110" fill="#ffd166" opacity=".2"/>` +
      ridge(w, h, 380, 26, 3, 0.6, '#5b2a14') +
      `<g transform="translate(240 380) scale(.95)"><path d="M-70 0V-60H70V0Z" fill="#f3c06b"/><path d="M-46-60-36-150H36L46-60Z" fill="#f3c06b"/><path d="M-36-150-24-210H24L36-150Z" fill="#e0a23a"/><path d="M-24-210 0-250 24-210Z" fill="#ffe08a"/><path d="M-16 0V-36A16 16 0 0 1 16-36V0Z" fill="#5a2b17"/><path d="M-40-90H40M-32-120H32M-26-180H26" stroke="#fff3c8" stroke-width="5"/></g>` +
      `<rect y="380" width="${w}" height="220" fill="#3b1a0c" opacity=".55"/>` +
      `<text x="240" y="58" fill="#ffe08a" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" font-weight="700" text-anchor="middle" letter-spacing="3">WELCOME TO VISHWA TRAVELS</text>` +
      `<text x="240" y="440" fill="#fff" font-family="DejaVu Serif, Georgia, serif" font-size="34" font-weight="700" text-anchor="middle">Tirupati Darshan</text>` +
      `<text x="240" y="478" fill="#ffe7c2" font-family="DejaVu Sans, Arial, sans-serif" font-size="19" text-anchor="middle">Tickets, stay and travel arranged</text>` +
      `<rect x="130" y="508" width="220" height="50" rx="25" fill="#e8790c"/>` +
      `<text x="240" y="540" fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" font-size="19" font-weight="700" text-anchor="middle">Book darshan →</text>`,
  );
}

// ---------- Service cards: one motif each on a soft background ----------

const MOTIFS = {
  'tour-packages': [
    '#ffe4c4',
    '#ffd0a0',
    `<path d="M-90 50-30-40 10 20 40-20 95 50Z" fill="#6f9f52"/><path d="M-30-40-18-22H-42ZM40-20 50-6H30Z" fill="#fff"/><rect x="-40" y="6" width="70" height="54" rx="8" fill="#c8643b"/><path d="M-22 6V-6H12V6" stroke="#7a3b1e" stroke-width="6" fill="none"/><path d="M-40 28H30" stroke="#f3c06b" stroke-width="5"/><circle cx="62" cy="-56" r="16" fill="#ffd166"/>`,
  ],
  flight: [
    '#dff1fb',
    '#b8e0f7',
    `<path d="M-80 40C-92 24-70 8-52 14-44-6-12-10 0 8 14-6 44 0 46 18 66 16 76 34 66 40Z" fill="#fff"/><g transform="rotate(-14) scale(2.4)"><path d="M-34 2 30-2C36-2 38 2 32 4L-30 8Z" fill="#0b3d5c"/><path d="M-4 2-18 14H-8L10 3ZM-4 1-14-12H-6L8 0ZM-30 2-36-8H-30L-22 2Z" fill="#0b3d5c"/></g>`,
  ],
  bus: [
    '#fff0d6',
    '#ffdca3',
    `<rect x="-86" y="-46" width="172" height="84" rx="14" fill="#e8790c"/><rect x="-74" y="-34" width="148" height="30" rx="6" fill="#cdeaf7"/><path d="M-26-34V-4M22-34V-4" stroke="#e8790c" stroke-width="5"/><rect x="-86" y="10" width="172" height="8" fill="#0b3d5c"/><circle cx="-50" cy="40" r="16" fill="#22303c"/><circle cx="50" cy="40" r="16" fill="#22303c"/><circle cx="-50" cy="40" r="6" fill="#aab6c0"/><circle cx="50" cy="40" r="6" fill="#aab6c0"/><path d="M-110 62H110" stroke="#8c9aa5" stroke-width="4" stroke-dasharray="18 12"/>`,
  ],
  forex: [
    '#e3f6ea',
    '#c2ebd0',
    `<rect x="-80" y="-40" width="120" height="70" rx="8" fill="#3f9a62" transform="rotate(-8)"/><rect x="-60" y="-26" width="120" height="70" rx="8" fill="#5fb57f"/><circle cy="9" r="20" fill="#e3f6ea"/><text y="17" font-family="DejaVu Sans, Arial" font-size="24" font-weight="700" fill="#1d7a46" text-anchor="middle">$</text><circle cx="62" cy="-42" r="26" fill="#ffd166"/><text x="62" y="-33" font-family="DejaVu Sans, Arial" font-size="26" font-weight="700" fill="#a86f00" text-anchor="middle">₹</text><circle cx="-66" cy="48" r="20" fill="#f4b942"/><text x="-66" y="56" font-family="DejaVu Sans, Arial" font-size="20" font-weight="700" fill="#8a5a00" text-anchor="middle">€</text>`,
  ],
  corporate: [
    '#e6eef6',
    '#cddbea',
    `<path d="M-96 60V-30H-60V-70H-20V60ZM40 60V-50H90V60Z" fill="#9fb3c8"/><path d="M-86-20h10M-70-20h10M-86 0h10M-70 0h10M-50-60h10M-34-60h10M50-40h10M68-40h10M50-20h10M68-20h10" stroke="#e6eef6" stroke-width="6"/><rect x="-50" y="-4" width="100" height="66" rx="10" fill="#0b3d5c"/><path d="M-18-4V-18H18V-4" stroke="#0b3d5c" stroke-width="7" fill="none"/><rect x="-50" y="20" width="100" height="8" fill="#e8790c"/>`,
  ],
  insurance: [
    '#fde9ea',
    '#f8cfd2',
    `<path d="M0-76 62-52V0C62 40 30 64 0 78-30 64-62 40-62 0V-52Z" fill="#0b3d5c"/><path d="M0 38C-34 14-40-6-28-20-18-30-6-26 0-16 6-26 18-30 28-20 40-6 34 14 0 38Z" fill="#ff6b6b"/><g transform="translate(70 52) scale(.6)"><path d="M-50 10V-6L-36-30H36L50-6V10Z" fill="#e8790c"/><circle cx="-28" cy="12" r="12" fill="#22303c"/><circle cx="28" cy="12" r="12" fill="#22303c"/></g>`,
  ],
  cargo: [
    '#f3ece2',
    '#e6d7c0',
    `<rect x="-92" y="-10" width="110" height="62" rx="4" fill="#0b3d5c"/><path d="M18 6H58L80 28V52H18Z" fill="#e8790c"/><path d="M30 14H54L68 30H30Z" fill="#cdeaf7"/><circle cx="-58" cy="56" r="14" fill="#22303c"/><circle cx="50" cy="56" r="14" fill="#22303c"/><rect x="-70" y="-64" width="46" height="46" fill="#c98b4a"/><rect x="-18" y="-52" width="36" height="36" fill="#d9a45b"/><path d="M-47-64V-18M-70-41H-24M0-52V-16" stroke="#8a5a2b" stroke-width="4"/>`,
  ],
  visa: [
    '#ece8f8',
    '#d6cff0',
    `<rect x="-56" y="-76" width="104" height="140" rx="10" fill="#1f4e79"/><circle cx="-4" cy="-20" r="26" fill="none" stroke="#f3c06b" stroke-width="4"/><path d="M-30-20H22M-4-46C-16-34-16-6-4 6M-4-46C8-34 8-6-4 6" stroke="#f3c06b" stroke-width="3" fill="none"/><path d="M-30 26H22M-24 40H16" stroke="#f3c06b" stroke-width="4"/><g transform="translate(54 40) rotate(-16)"><circle r="30" fill="none" stroke="#c0392b" stroke-width="5"/><text y="6" font-family="DejaVu Sans, Arial" font-size="15" font-weight="700" fill="#c0392b" text-anchor="middle">VISA</text></g>`,
  ],
  taxi: [
    '#fff6d1',
    '#ffe890',
    `<path d="M-96 34V6L-80-10-60-44H50L74-10 96 4V34Z" fill="#f6c218"/><path d="M-50-36H-6V-10H-68ZM4-36H44L60-10H4Z" fill="#cdeaf7"/><rect x="-22" y="-62" width="44" height="16" rx="4" fill="#22303c"/><text y="-50" font-family="DejaVu Sans, Arial" font-size="11" font-weight="700" fill="#f6c218" text-anchor="middle">TAXI</text><path d="M-96 14H96" stroke="#22303c" stroke-width="4" stroke-dasharray="10 8"/><circle cx="-54" cy="38" r="18" fill="#22303c"/><circle cx="54" cy="38" r="18" fill="#22303c"/><circle cx="-54" cy="38" r="7" fill="#aab6c0"/><circle cx="54" cy="38" r="7" fill="#aab6c0"/>`,
  ],
  hotels: [
    '#e2f4f6',
    '#bfe6ea',
    `<rect x="-60" y="-70" width="120" height="136" rx="4" fill="#e9a870"/><path d="M-60-70H60L50-86H-50Z" fill="#c8643b"/><g fill="#fff6e0">${[-44, -14, 16].flatMap((x) => [-52, -24, 4].map((y) => `<rect x="${x}" y="${y}" width="22" height="18" rx="2"/>`)).join('')}</g><rect x="-14" y="34" width="28" height="32" fill="#7a3b1e"/><g transform="translate(84 66)" fill="none" stroke-linecap="round"><path d="M0 0C2-24 6-48 4-72" stroke="#6b4a2b" stroke-width="5"/><path d="M4-72C-12-78-26-72-34-60M4-72C18-82 34-76 40-64M4-72C-4-88-18-94-28-92" stroke="#2f7d4a" stroke-width="6"/></g>`,
  ],
};

function serviceArt(slug, w, h) {
  const [top, bottom, motif] = MOTIFS[slug];
  const scale = Math.min(w, h) / 240;
  return svg(
    w,
    h,
    `<defs>${gradient('bg', top, bottom)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<circle cx="${w * 0.82}" cy="${h * 0.16}" r="${Math.min(w, h) * 0.16}" fill="#fff" opacity=".45"/>` +
      `<ellipse cx="${w / 2}" cy="${h * 0.5 + 76 * scale}" rx="${110 * scale}" ry="${12 * scale}" fill="#000" opacity=".07"/>` +
      `<g transform="translate(${w / 2} ${h / 2}) scale(${scale.toFixed(3)})">${motif}</g>`,
  );
}

export const SERVICE_ART_SIZES = { desktop: [480, 360], mobile: [300, 400] };
export const HERO_SIZES = { desktop: [1280, 720], mobile: [720, 960] };
export const OFFER_SIZE = [1200, 500];

if (import.meta.url === `file://${process.argv[1]}`) {
  const home = 'web/public/images/home';
  const services = 'web/public/images/services';
  mkdirSync(home, { recursive: true });
  mkdirSync(services, { recursive: true });
  for (const [name, [w, h]] of Object.entries(HERO_SIZES))
    writeFileSync(`${home}/hero-${name}.svg`, heroFrame(w, h, 0));
  for (const [name, draw] of Object.entries(OFFER_SCENES))
    writeFileSync(`${home}/${name}.svg`, svg(OFFER_SIZE[0], OFFER_SIZE[1], draw(...OFFER_SIZE)));
  writeFileSync(`${home}/welcome-darshan.svg`, welcomePopup());
  for (const slug of Object.keys(MOTIFS))
    for (const [name, [w, h]] of Object.entries(SERVICE_ART_SIZES))
      writeFileSync(`${services}/${slug}-${name}.svg`, serviceArt(slug, w, h));
  console.log('home and service art written');
}
