// Draws the catalog's illustrations (light SVG landscapes and cars, a few KB each) into
// web/public/images/catalog/. Our own artwork: no stock photos. Run: node scripts/make-catalog-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = 'web/public/images/catalog';
const W = 640;
const H = 400;

const sky = (top, bottom, sun = '#ffe7a3', sunX = 500, sunY = 90) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
  `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${sunX}" cy="${sunY}" r="38" fill="${sun}" opacity=".9"/>`;
const hills = (color, y, amp, phase = 0) => {
  let d = `M0 ${H}L0 ${y}`;
  for (let x = 0; x <= W; x += 40) d += `L${x} ${Math.round(y - amp * Math.sin((x / W) * Math.PI * 2 + phase))}`;
  return `<path d="${d}L${W} ${H}Z" fill="${color}"/>`;
};
const peaks = (color, base, points, snow) =>
  points
    .map(([x, h, w]) => {
      const top = `${x} ${base - h}`;
      const cap = snow
        ? `<path d="M${x - w * 0.22} ${base - h * 0.78}L${top}L${x + w * 0.22} ${base - h * 0.78}L${x + w * 0.08} ${base - h * 0.72}L${x - w * 0.05} ${base - h * 0.8}Z" fill="${snow}"/>`
        : '';
      return `<path d="M${x - w / 2} ${base}L${top}L${x + w / 2} ${base}Z" fill="${color}"/>${cap}`;
    })
    .join('');
const palm = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke-linecap="round"><path d="M0 0C4-40 10-80 6-120" stroke="#6b4a2b" stroke-width="7"/><path d="M6-120C-20-130-44-120-56-100M6-120C30-136 56-128 68-108M6-120C-6-146-30-156-48-152M6-120C20-148 44-156 60-150M6-120C4-100-4-86-14-76" stroke="#2f7d4a" stroke-width="9"/></g>`;
const temple = (x, base, s = 1, color = '#c8643b') =>
  `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-70 0V-60H70V0Z" fill="${color}"/><path d="M-46-60L-36-150H36L46-60Z" fill="${color}"/><path d="M-36-150L-24-210H24L36-150Z" fill="#b4532f"/><path d="M-24-210L0-250L24-210Z" fill="#e0a23a"/><path d="M-16 0V-36A16 16 0 0 1 16-36V0Z" fill="#5a2b17"/><path d="M-40-90H40M-32-120H32M-26-180H26" stroke="#f3c06b" stroke-width="5"/><circle cx="0" cy="-258" r="6" fill="#ffd166"/></g>`;
const fort = (x, base, color = '#c98a4b') =>
  `<g transform="translate(${x} ${base})"><path d="M-150 0V-90H150V0Z" fill="${color}"/><path d="M-150-90V-130H-110V-90M110-90V-130H150V-90M-40-90V-150H40V-90" fill="${color}"/><path d="M-40-150A40 30 0 0 1 40-150Z" fill="#e7b46a"/><path d="M-130-40V-70H-110V-40ZM-70-40V-70H-50V-40ZM50-40V-70H70V-40ZM110-40V-70H130V-40ZM-14 0V-50A14 14 0 0 1 14-50V0Z" fill="#7a4421"/></g>`;
const boat = (x, y) =>
  `<g transform="translate(${x} ${y})"><path d="M-110 0C-60 24 60 24 110 0L96 22H-96Z" fill="#6b3f1f"/><path d="M-80 0C-60-44 60-44 80 0Z" fill="#d9a45b"/><path d="M-60-6H60" stroke="#8a5a2b" stroke-width="4"/></g>`;
const water = (color, y) =>
  `<rect y="${y}" width="${W}" height="${H - y}" fill="${color}"/><path d="M40 ${y + 30}h60M200 ${y + 50}h80M420 ${y + 34}h70M520 ${y + 70}h60" stroke="#fff" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>`;
const skyline = (base, color) =>
  `<path d="M0 ${base}V${base - 80}H50V${base - 140}H90V${base - 60}H140V${base - 200}H160V${base - 230}H180V${base - 200}H200V${base - 70}H260V${base - 160}H300V${base - 110}H360V${base - 260}L380 ${base - 300}L400 ${base - 260}V${base - 90}H460V${base - 170}H510V${base - 120}H560V${base - 190}H600V${base - 90}H640V${base}Z" fill="${color}"/>`;
const pines = (base, color, xs) =>
  xs
    .map((x, i) => {
      const h = 70 + ((i * 37) % 50);
      return `<path d="M${x} ${base - h}L${x - 22} ${base}H${x + 22}Z" fill="${color}"/>`;
    })
    .join('');
const tent = (x, base) =>
  `<path d="M${x - 50} ${base}L${x} ${base - 60}L${x + 50} ${base}Z" fill="#e8790c"/><path d="M${x - 10} ${base}L${x} ${base - 30}L${x + 10} ${base}Z" fill="#7a3b06"/>`;

// Primitives for the per-place scenes below (each package has its own picture). Extra gradients and
// clip paths take their own ids: ids must be unique within one file and "sky" is taken.
const n = (v) => Math.round(v * 10) / 10;
const pts = (list) => list.map(([x, y]) => `${n(x)} ${n(y)}`).join('L');
// Points written compactly: xy('0,10 40,20') is [[0, 10], [40, 20]].
const xy = (list) => list.split(' ').map((p) => p.split(',').map(Number));
const poly = (list, fill, extra = '') => `<path d="M${pts(list)}Z" fill="${fill}"${extra}/>`;
// A ridge line from the left edge to the right edge, filled down to the bottom of the picture.
const ridge = (color, list) => poly([[0, H], ...list, [W, H]], color);
const grad = (id, stops, x2 = 0, y2 = 1) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient></defs>`;
// Deterministic pseudo-random numbers (Park-Miller), so every run writes the same bytes.
const seeded = (seed) => () => (seed = (seed * 16807) % 2147483647) / 2147483647;
// A snow peak lit from the left: light face, shaded face, rock showing low down on the shaded side.
const snowPeak = (x, base, h, w, light = '#f6f9fc', shade = '#c6d4e4', rock) =>
  `<path d="M${x - w / 2} ${base}L${x} ${base - h}L${n(x + w * 0.08)} ${base}Z" fill="${light}"/>` +
  `<path d="M${x} ${base - h}L${x + w / 2} ${base}H${n(x + w * 0.08)}Z" fill="${shade}"/>` +
  (rock
    ? `<path d="M${n(x + w * 0.2)} ${base}L${n(x + w * 0.3)} ${n(base - h * 0.32)}L${x + w / 2} ${base}Z" fill="${rock}"/>`
    : '');
const cypress = (x, base, h, color = '#2f5d3a') =>
  `<path d="M${x} ${n(base - h)}C${n(x + h * 0.16)} ${n(base - h * 0.6)} ${n(x + h * 0.14)} ${n(base - h * 0.1)} ${x} ${base}C${n(x - h * 0.14)} ${n(base - h * 0.1)} ${n(x - h * 0.16)} ${n(base - h * 0.6)} ${x} ${n(base - h)}Z" fill="${color}"/>`;
// A pine in three tiers with snow resting on each tier.
const snowPine = (x, base, h, color = '#1f4434') => {
  const t = (y0, w, hh) =>
    `<path d="M${x} ${n(y0 - hh)}L${n(x - w)} ${n(y0)}H${n(x + w)}Z" fill="${color}"/><path d="M${x} ${n(y0 - hh)}L${n(x - w * 0.45)} ${n(y0 - hh * 0.55)}L${n(x - w * 0.1)} ${n(y0 - hh * 0.62)}L${n(x + w * 0.3)} ${n(y0 - hh * 0.5)}Z" fill="#fff"/>`;
  return (
    `<rect x="${n(x - h * 0.04)}" y="${n(base - h * 0.12)}" width="${n(h * 0.08)}" height="${n(h * 0.12)}" fill="#4a3423"/>` +
    t(base - h * 0.1, h * 0.3, h * 0.45) +
    t(base - h * 0.38, h * 0.24, h * 0.4) +
    t(base - h * 0.62, h * 0.16, h * 0.38)
  );
};
// A small trekker in a coloured jacket with a backpack, walking right.
const walker = (x, y, s, jacket) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-3 0L-1-11M4 0L1-11M7-18L10 0" stroke="#2b2b33" stroke-width="2.6" stroke-linecap="round"/><rect x="-11" y="-25" width="7" height="13" rx="2" fill="#3d3d48"/><rect x="-5" y="-27" width="11" height="17" rx="3" fill="${jacket}"/><circle cx="1" cy="-31" r="4.5" fill="#c98f62"/><path d="M-4-33A5 5 0 0 1 6-33Z" fill="${jacket}"/></g>`;
// Prayer flags on a sagging string from (x1, y1) to (x2, y2).
const prayerFlags = (x1, y1, x2, y2, count, sag = 30) => {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag;
  const colors = ['#2f6fd6', '#f7f6ef', '#d63a2f', '#2f9e52', '#f2c418'];
  let flags = '';
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 1);
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t ** 2 * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2;
    flags += `<path d="M${n(x - 6)} ${n(y)}h12l-1 15h-11Z" fill="${colors[i % 5]}"/>`;
  }
  return `<path d="M${x1} ${y1}Q${n(cx)} ${n(cy)} ${x2} ${y2}" stroke="#6b5b4b" stroke-width="1.5" fill="none"/>${flags}`;
};
// A Ladakhi chorten: stepped white base, vase-shaped dome, gilded spire.
const stupa = (x, base, s = 1) =>
  `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-52 0V-14H52V0Z" fill="#ece7dc"/><path d="M-42-14V-26H42V-14Z" fill="#f6f2ea"/><path d="M-34-26V-36H34V-26Z" fill="#ece7dc"/><path d="M-28-36C-38-58-24-82 0-84C24-82 38-58 28-36Z" fill="#fbf9f4"/><path d="M-7-60h14v12h-14Z" fill="#a6452e"/><path d="M-12-84H12V-94H-12Z" fill="#e4ddcf"/><path d="M-9-94L-3-136H3L9-94Z" fill="#d4a94a"/><path d="M-8-102h16M-7-110h14M-6-118h12M-5-126h10" stroke="#b48a34" stroke-width="2"/><circle cy="-142" r="5" fill="#e0a23a"/><path d="M-52 0H52" stroke="#d8d0c0" stroke-width="2"/></g>`;
// Shikara: a slim wooden boat with a canopy, a boatman with a heart-shaped paddle at the stern.
const shikara = (x, y, s = 1, cloth = '#c2314a') =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-48 0V-40M-16 0V-40M16 0V-40M48 0V-40" stroke="#6b3f1f" stroke-width="3"/><path d="M-60-38H60V-48H-60Z" fill="${cloth}"/><path d="M-60-37H60" stroke="#f2c14e" stroke-width="4" stroke-dasharray="5 5"/><path d="M-46-14H46V0H-46Z" fill="#e0a03a"/><path d="M-108-22C-86-2-60 0 0 0S86-2 108-22C96 6 60 12 0 12S-96 6-108-22Z" fill="#5b3418"/><path d="M-82-2V-30H-70V-2Z" fill="#3d5a80"/><circle cx="-76" cy="-36" r="6" fill="#8a5a3a"/><path d="M-66-30L-50 16" stroke="#6b3f1f" stroke-width="3"/><path d="M-50 14C-58 20-52 30-46 24C-40 28-38 18-50 14Z" fill="#6b3f1f"/></g>`;
const houseboat = (x, y) => {
  let windows = '';
  for (let i = 0; i < 7; i++) windows += `<path d="M${-94 + i * 26} -44h16v16h-16Z" fill="#f7e7c4"/>`;
  return (
    `<g transform="translate(${x} ${y})"><path d="M-118 10H118" stroke="#2d5f7d" stroke-width="8" opacity=".4"/>` +
    `<path d="M-104-56H104V-18H-104Z" fill="#b9783d"/>${windows}` +
    `<path d="M-112-56H112L102-68H-102Z" fill="#7a4a26"/><path d="M-100-68L-92-76H92L100-68Z" fill="#9a5e2e"/>` +
    `<path d="M104-56H132L128-18H104Z" fill="#9a5e2e"/><path d="M-104-22H104" stroke="#e6c48e" stroke-width="3"/>` +
    `<path d="M-124-18H136L124 6H-112Z" fill="#5a3a22"/></g>`
  );
};
const chinar = (x, base, s = 1, color = '#d8793a') =>
  `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-3 0V-18H3V0Z" fill="#5a3a22"/><path d="M-26-14C-34-30-18-46 0-44C18-50 36-32 26-14Z" fill="${color}"/></g>`;
// A limestone karst tower: green cap, grey cliffs streaked below, undercut at the waterline.
const karst = (id, x, base, w, h, rock = '#b3a58f', green = '#3e8b4c', stain = '#8e806c') => {
  const body = `M${n(x - w * 0.4)} ${base}C${n(x - w * 0.62)} ${n(base - h * 0.35)} ${n(x - w * 0.52)} ${n(base - h * 0.97)} ${n(x - w * 0.05)} ${base - h}C${n(x + w * 0.42)} ${n(base - h * 1.02)} ${n(x + w * 0.6)} ${n(base - h * 0.4)} ${n(x + w * 0.42)} ${base}Z`;
  let cliff = `M${n(x - w)} ${base + 2}`;
  const edge = (i) => base - h * (0.56 + 0.09 * Math.sin(i * 2.3) + 0.05 * Math.sin(i * 5.1));
  for (let i = 0; i <= 16; i++) cliff += `L${n(x - w + (i * w) / 8)} ${n(edge(i))}`;
  cliff += `L${n(x + w)} ${base + 2}Z`;
  let streaks = '';
  for (let i = 0; i < 6; i++) {
    const sx = x - w * 0.34 + i * w * 0.13;
    const top = edge(Math.round(((sx - x + w) * 8) / w)) + 4;
    streaks += `<path d="M${n(sx)} ${n(top)}V${n(top + h * (0.14 + 0.09 * ((i * 7) % 4)))}" stroke="${stain}" stroke-width="${2 + (i % 3)}" stroke-linecap="round" opacity=".7"/>`;
  }
  return (
    `<defs><clipPath id="${id}"><path d="${body}"/></clipPath></defs><path d="${body}" fill="${green}"/>` +
    `<g clip-path="url(#${id})"><path d="${cliff}" fill="${rock}"/>${streaks}</g>` +
    `<path d="M${n(x - w * 0.45)} ${base - 4}H${n(x + w * 0.45)}" stroke="#5e5446" stroke-width="8" opacity=".45" clip-path="url(#${id})"/>` +
    `<path d="M${n(x - w * 0.45)} ${base + 3}H${n(x + w * 0.45)}" stroke="#0b5e5a" stroke-width="6" opacity=".35"/>`
  );
};
// A Thai longtail boat: upswept prow hung with ribbons, canopy, engine on a long shaft.
const longtail = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-56 0V-30M30 0V-30" stroke="#5a3a22" stroke-width="3"/><path d="M-66-28H42L36-36H-60Z" fill="#2a6fb0"/>` +
  `<path d="M-112-8H60C86-8 100-28 114-58C116-26 100 4 72 12H-106Z" fill="#7a4a26"/><path d="M-110-2H74" stroke="#e8c07a" stroke-width="3"/>` +
  `<path d="M112-52l-8 18M110-48l-2 20M114-50l6 16" stroke-width="3" stroke-linecap="round" stroke="#e84a7a"/><path d="M110-48l-2 20" stroke="#f2c418" stroke-width="3"/>` +
  `<path d="M-130-20H-108V-6H-130Z" fill="#4a4a52"/><path d="M-124-10L-176 18" stroke="#4a4a52" stroke-width="3"/><ellipse cx="-178" cy="20" rx="14" ry="4" fill="#fff" opacity=".7"/>` +
  `<path d="M-96-8V-30H-86V-8Z" fill="#d9532b"/><circle cx="-91" cy="-35" r="5" fill="#8a5a3a"/></g>`;
// Candi bentar: a Balinese split gate, two mirrored stepped halves with a clean vertical cut.
const candiBentar = (x, base, s = 1) => {
  const half = xy(
    '14,0 14,-150 22,-150 22,-160 34,-160 34,-138 42,-138 42,-128 48,-128 48,-100 56,-100 56,-90 62,-90 62,-56 70,-56 70,-46 66,-46 66,0',
  );
  const side = (m) =>
    poly(
      half.map(([px, py]) => [px * m, py]),
      '#8a4b35',
    );
  const ledges = (m) =>
    xy('-100,56 -56,70 -138,42')
      .map(([py, w]) => `<path d="M${14 * m} ${py}H${w * m}" stroke="#5c4a42" stroke-width="5"/>`)
      .join('');
  return (
    `<g transform="translate(${x} ${base}) scale(${s})">${side(1)}${side(-1)}${ledges(1)}${ledges(-1)}` +
    `<path d="M26-70h24v8h-24ZM-26-70h-24v8h24ZM20-120h20v6h-20ZM-20-120h-20v6h20Z" fill="#5c4a42"/>` +
    `<path d="M-90 0H90V14H-90ZM-60 14H60V26H-60Z" fill="#9a948a"/><path d="M-14 0H14V14H-14Z" fill="#b7b0a4"/></g>`
  );
};
// An overwater villa on stilts: thatched hip roof, pale timber walls, a deck.
const waterVilla = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-36 0V24M-12 0V24M12 0V24M36 0V24" stroke="#6b4a2e" stroke-width="4"/>` +
  `<path d="M-36 30h72" stroke="#2a8f9a" stroke-width="4" opacity=".35"/><path d="M-46 0H46V-6H-46Z" fill="#a97b4f"/>` +
  `<path d="M-34-6V-34H34V-6Z" fill="#f4e6cc"/><path d="M-8-6V-26H8V-6Z" fill="#7a5a3a"/><path d="M-28-26h12v10h-12ZM16-26h12v10h-12Z" fill="#8fd3e0"/>` +
  `<path d="M-50-32L-22-62H22L50-32Z" fill="#c8955a"/><path d="M-40-40H40M-30-51H30" stroke="#a8743f" stroke-width="3"/></g>`;
// Eiffel-tower-like lattice: curved legs with an arch, two platforms, a tapering top and a spire.
const latticeTower = (x, base, s = 1, color = '#6b5746') =>
  `<g transform="translate(${x} ${base}) scale(${s})" fill="${color}">` +
  `<path d="M-64 0Q-46-40-34-82H34Q46-40 64 0H40C36-34 20-52 0-52S-36-34-40 0Z"/><path d="M-42-80H42V-90H-42Z"/>` +
  `<path d="M-32-90Q-24-130-16-164H16Q24-130 32-90H18Q10-112 0-114Q-10-112-18-90Z"/><path d="M-22-162H22V-170H-22Z"/>` +
  `<path d="M-14-170Q-8-220-4-262H4Q8-220 14-170Z"/><path d="M-7-262H7V-268H-7ZM-1.5-268H1.5V-300H-1.5Z"/>` +
  `<path d="M-56-8L-26-70M56-8L26-70M-50-30L-22-76M50-30L22-76M-26-96L-12-156M26-96L12-156M-10-176L-3-250M10-176L3-250" stroke="${color}" stroke-width="2" opacity=".6"/>` +
  `<path d="M-40-84H40M-20-166H20" stroke="#a58a70" stroke-width="2"/></g>`;
const chalet = (x, base, s = 1) =>
  `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-50 0V-62H50V0Z" fill="#a8683a"/><path d="M-52 0V-16H52V0Z" fill="#c9c0b2"/>` +
  `<path d="M-50-62L0-96L50-62Z" fill="#c4844d"/><path d="M-74-56L0-110L74-56L64-52L0-98L-64-52Z" fill="#6b3a22"/>` +
  `<path d="M-46-38H46V-32H-46Z" fill="#6b3a22"/><path d="M-40-32V-24M-28-32V-24M-16-32V-24M-4-32V-24M8-32V-24M20-32V-24M32-32V-24M-46-24H46" stroke="#6b3a22" stroke-width="3"/>` +
  `<path d="M-34-56h18v14h-18ZM16-56h18v14h-18ZM-8-80h16v14h-16Z" fill="#fbe7c0"/><path d="M-38-56h4v14h-4ZM-16-56h4v14h-4ZM12-56h4v14h-4ZM34-56h4v14h-4Z" fill="#3f7a4a"/>` +
  `<path d="M-8 0V-18H8V0Z" fill="#5a3420"/></g>`;
// A grey stone Himalayan temple (Kedarnath style): stepped pyramidal roof, pillared porch, gilded finial.
const stoneTemple = (x, base, s = 1) => {
  let tiers = '';
  for (let i = 1; i < 8; i++) {
    const y = -70 - i * 12;
    const hw = 56 - i * 5.4;
    tiers += `<path d="M${n(-hw)} ${y}H${n(hw)}" stroke="#6c6760" stroke-width="3"/>`;
  }
  return (
    `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-96 0V-14H96V0Z" fill="#6f6a63"/>` +
    `<path d="M-54-14V-74H54V-14Z" fill="#8f8a83"/><path d="M-58-74L-16-166H16L58-74Z" fill="#a29d95"/>${tiers}` +
    `<path d="M-18-166H18L14-174H-14Z" fill="#7c776f"/><path d="M-8-174C-12-184-6-192 0-194C6-192 12-184 8-174Z" fill="#e0b03c"/><path d="M0-194V-204" stroke="#e0b03c" stroke-width="3"/>` +
    `<path d="M0-204V-236" stroke="#5a4a3a" stroke-width="2"/><path d="M0-236L30-228L0-220Z" fill="#f28c28"/>` +
    `<path d="M-80-14V-58H80V-14Z" fill="#9c978f"/><path d="M-88-58L-66-80H66L88-58Z" fill="#7e7971"/><path d="M-26-80L0-100L26-80Z" fill="#8f8a83"/>` +
    `<path d="M-62-14V-52M-40-14V-52M40-14V-52M62-14V-52" stroke="#7a756e" stroke-width="5"/>` +
    `<path d="M-16-14V-40A16 16 0 0 1 16-40V-14Z" fill="#3e332b"/><path d="M-30-58H30" stroke="#e0b03c" stroke-width="3"/></g>`
  );
};
// A South Indian gopuram: granite base with a tall door, painted tiers, barrel-vault crown with finials.
const gopuram = (x, base, s = 1) => {
  let tiers = '';
  const tierColors = ['#e39a5a', '#f0b877', '#e39a5a', '#f0b877', '#e39a5a', '#f0b877', '#e39a5a'];
  const niche = ['#3d8fa6', '#c2314a', '#3f8a4a'];
  for (let i = 0; i < 7; i++) {
    const y0 = -70 - i * 24;
    const hw0 = 74 - i * 5.6;
    const hw1 = 74 - (i + 1) * 5.6;
    tiers += poly(
      [
        [-hw0, y0],
        [-hw1, y0 - 24],
        [hw1, y0 - 24],
        [hw0, y0],
      ],
      tierColors[i],
    );
    tiers += `<path d="M${n(-hw0 - 3)} ${y0}H${n(hw0 + 3)}" stroke="#fff2d6" stroke-width="3"/>`;
    const count = 5 - Math.floor(i / 3);
    for (let k = 0; k < count; k++) {
      const nx = -hw1 + 10 + ((2 * hw1 - 20 - 8) * k) / (count - 1);
      tiers += `<path d="M${n(nx)} ${y0 - 5}v-13h8v13Z" fill="${niche[(i + k) % 3]}"/>`;
    }
  }
  let kalash = '';
  for (let k = -2; k <= 2; k++) kalash += `<path d="M${k * 14 - 3} -266h6l-3-12Z" fill="#e8b33a"/>`;
  return (
    `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-80 0V-70H80V0Z" fill="#b3a186"/><path d="M-84-70H84" stroke="#8f7f66" stroke-width="4"/>` +
    `<path d="M-18 0V-56H18V0Z" fill="#4a3426"/><path d="M-60-20v-30h12v30ZM48-20v-30h12v30Z" fill="#9a8a70"/>` +
    tiers +
    `<path d="M-40-238H40V-246C40-276-40-276-40-246Z" fill="#d2763f"/><path d="M-40-246H40" stroke="#fff2d6" stroke-width="3"/><circle cx="0" cy="-252" r="7" fill="#3d8fa6"/>${kalash}</g>`
  );
};
// Vivekananda-rock-style memorial on a rock: hall, porch, a domed tower.
const rockMemorial = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-86 10C-80-14-60-22-30-22C10-26 60-20 84 6L90 16H-92Z" fill="#5d5049"/>` +
  `<path d="M-50-22V-54H20V-22Z" fill="#d9b98f"/><path d="M20-22V-44H56V-22Z" fill="#cfae84"/><path d="M-54-54H24L14-62H-44Z" fill="#b88f64"/>` +
  `<path d="M-28-62V-82H-2V-62Z" fill="#d9b98f"/><path d="M-32-82C-32-100-22-108-15-112C-8-108 2-100 2-82Z" fill="#b88f64"/><path d="M-15-112V-120" stroke="#b88f64" stroke-width="3"/>` +
  `<path d="M-40-28v-18h8v18ZM-20-28v-18h8v18ZM0-28v-18h8v18Z" fill="#8f6f4f"/></g>`;
// A basalt Nagara temple: curvilinear spire with an amalaka, small porch, saffron flag.
const basaltTemple = (x, base, s = 1) =>
  `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-78 0V-12H62V0Z" fill="#4a4642"/><path d="M-30-12V-54H34V-12Z" fill="#5d5852"/>` +
  `<path d="M-34-54C-34-104-16-140-10-150H14C20-140 38-104 38-54Z" fill="#67615a"/><path d="M-30-74H34M-26-94H30M-20-114H24M-14-132H18M2-150V-54" stroke="#534e48" stroke-width="3"/>` +
  `<ellipse cx="2" cy="-154" rx="15" ry="5" fill="#57524b"/><path d="M-3-159C-6-166-2-172 2-174C6-172 10-166 7-159Z" fill="#e0b03c"/>` +
  `<path d="M2-174V-204" stroke="#3e3a36" stroke-width="2"/><path d="M2-204L30-196L2-188Z" fill="#f28c28"/>` +
  `<path d="M-74-12V-42H-30V-12Z" fill="#5d5852"/><path d="M-78-42L-52-70L-26-42Z" fill="#67615a"/><path d="M-60-12V-32A8 8 0 0 1-44-32V-12Z" fill="#2c2926"/></g>`;
// A Kerala temple: laterite base, white walls, two tiers of sloped copper-red tiled roofs, a gable.
const keralaTemple = (x, base, s = 1) =>
  `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-150 0V-18H150V0Z" fill="#a94f32"/><path d="M-140-18V-60H140V-18Z" fill="#f4ece0"/>` +
  `<path d="M-120-30v-20h14v20ZM-90-30v-20h14v20ZM76-30v-20h14v20ZM106-30v-20h14v20Z" fill="#6b3b25"/><path d="M-20-18V-52H20V-18Z" fill="#4a2a1a"/>` +
  `<path d="M-182-54C-160-62-140-80-118-104H118C140-80 160-62 182-54C170-52 160-58 150-60H-150C-160-58-170-52-182-54Z" fill="#9c3d2a"/>` +
  `<path d="M-150-66H150M-136-80H136M-124-94H124" stroke="#7e2f20" stroke-width="3"/><path d="M-92-104V-126H92V-104Z" fill="#6b3b25"/>` +
  `<path d="M-80-108v-14M-60-108v-14M-40-108v-14M-20-108v-14M0-108v-14M20-108v-14M40-108v-14M60-108v-14M80-108v-14" stroke="#a0643a" stroke-width="3"/>` +
  `<path d="M-118-120C-98-128-80-146-60-168H60C80-146 98-128 118-120C108-118 100-124 92-126H-92C-100-124-108-118-118-120Z" fill="#a84530"/>` +
  `<path d="M-84-134H84M-72-148H72" stroke="#7e2f20" stroke-width="3"/><path d="M-30-150L0-182L30-150Z" fill="#7a4326"/><path d="M-20-154L0-174L20-154Z" fill="#c58a3a"/>` +
  `<path d="M-60-168H60V-172H-60Z" fill="#7e2f20"/><path d="M-6-182C-10-192-4-200 0-202C4-200 10-192 6-182Z" fill="#e0b03c"/></g>`;
// A brass lamp tower (deepastambham): tiers of lamp rings on a tapering column, flames lit.
const lampTower = (x, base, h = 220) => {
  let rings = '';
  const count = 11;
  for (let i = 0; i < count; i++) {
    const y = -30 - (i * (h - 50)) / count;
    const rw = 28 - i * 1.9;
    rings += `<ellipse cx="0" cy="${n(y)}" rx="${n(rw)}" ry="3.5" fill="#b8862a"/>`;
    for (let k = -2; k <= 2; k++)
      rings += `<circle cx="${n((k * rw) / 2.4)}" cy="${n(y - 5)}" r="2.2" fill="#ffcf4a"/>`;
  }
  return (
    `<g transform="translate(${x} ${base})"><path d="M-26 0V-12H26V0ZM-18-12V-24H18V-12Z" fill="#9c7a3a"/><path d="M-7-24L-3-${h}H3L7-24Z" fill="#c9962e"/>` +
    rings +
    `<path d="M-8-${h}L0-${h + 16}L8-${h}Z" fill="#c9962e"/></g>`
  );
};
// An Odisha rekha deul: bullet-shaped ribbed tower, ribbed amalaka, finial, wheel and red flag.
const rekhaDeul = (x, base, s = 1, stone = '#e7d1aa', shade = '#c9ab80') =>
  `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-120 0V-14H60V0Z" fill="${shade}"/>` +
  `<path d="M-110-14V-60H-30V-14Z" fill="${stone}"/><path d="M-116-60L-70-118L-24-60Z" fill="${stone}"/><path d="M-102-74H-38M-90-90H-50M-80-104H-60" stroke="${shade}" stroke-width="4"/>` +
  `<path d="M-80-114C-82-124-74-130-70-131C-66-130-58-124-60-114Z" fill="${shade}"/>` +
  `<path d="M-40-14V-120C-40-170-28-200-16-214H16C28-200 40-170 40-120V-14Z" fill="${stone}"/>` +
  `<path d="M-22-14V-120C-22-166-12-196-6-212M22-14V-120C22-166 12-196 6-212M0-14V-212" stroke="${shade}" stroke-width="3" fill="none"/>` +
  `<path d="M-40-60H40M-40-100H40M-39-130H39M-36-156H36M-30-178H30M-22-198H22" stroke="${shade}" stroke-width="3"/><path d="M-14-20V-48A14 14 0 0 1 14-48V-20Z" fill="#5a3e2a"/>` +
  `<ellipse cx="0" cy="-220" rx="26" ry="8" fill="${shade}"/><path d="M-20-222h40M-16-218h32" stroke="${stone}" stroke-width="2"/>` +
  `<path d="M-6-228C-10-236-4-244 0-246C4-244 10-236 6-228Z" fill="#e0b03c"/><circle cy="-254" r="7" fill="none" stroke="#3d6fb0" stroke-width="3"/>` +
  `<path d="M0-261V-282" stroke="#5a4a3a" stroke-width="2"/><path d="M0-282C14-288 26-276 40-280L0-266Z" fill="#d63a2f"/></g>`;
// The Konark sun wheel: thick rim, eight broad and eight slender spokes, a hub.
const sunWheel = (x, y, r, color = '#8f6e4e', dark = '#6b4f36') => {
  let spokes = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    spokes += `<path d="M${n(ca * r * 0.2)} ${n(sa * r * 0.2)}L${n(ca * r * 0.82)} ${n(sa * r * 0.82)}" stroke="${color}" stroke-width="${n(i % 2 ? r * 0.05 : r * 0.12)}"/>`;
    if (i % 2 === 0)
      spokes += `<circle cx="${n(ca * r * 0.55)}" cy="${n(sa * r * 0.55)}" r="${n(r * 0.1)}" fill="${color}" stroke="${dark}" stroke-width="2"/>`;
  }
  let beads = '';
  for (let i = 0; i < 24; i++) {
    const a = (i * Math.PI) / 12;
    beads += `<circle cx="${n(Math.cos(a) * r * 0.91)}" cy="${n(Math.sin(a) * r * 0.91)}" r="${n(r * 0.025)}" fill="${dark}"/>`;
  }
  return (
    `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${dark}" opacity=".25"/>${spokes}` +
    `<circle r="${n(r * 0.91)}" fill="none" stroke="${color}" stroke-width="${n(r * 0.18)}"/>${beads}` +
    `<circle r="${n(r * 0.2)}" fill="${color}" stroke="${dark}" stroke-width="3"/><circle r="${n(r * 0.07)}" fill="${dark}"/></g>`
  );
};
// A Nagara temple with clustered spires (Dwarka/Somnath style) and a big waving flag.
const spireTemple = (x, base, s = 1) => {
  const spire = (cx, hw, top, fill) =>
    `<path d="M${cx - hw} 0V${n(top * 0.42)}C${cx - hw} ${n(top * 0.75)} ${n(cx - hw * 0.4)} ${n(top * 0.95)} ${n(cx - hw * 0.3)} ${top}H${n(cx + hw * 0.3)}C${n(cx + hw * 0.4)} ${n(top * 0.95)} ${cx + hw} ${n(top * 0.75)} ${cx + hw} ${n(top * 0.42)}V0Z" fill="${fill}"/>` +
    `<ellipse cx="${cx}" cy="${top - 3}" rx="${n(hw * 0.45)}" ry="${n(hw * 0.14)}" fill="#d4b37c"/>`;
  return (
    `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-166 0V-16H84V0Z" fill="#c8ad80"/>` +
    `<path d="M-156-16V-70H-70V-16Z" fill="#ecd3a0"/><path d="M-162-70L-113-130L-64-70Z" fill="#e2c48e"/><path d="M-148-84H-78M-136-100H-90M-125-114H-101" stroke="#d0ae76" stroke-width="4"/>` +
    `<path d="M-144-26v-32h12v32ZM-120-26v-32h12v32ZM-96-26v-32h12v32Z" fill="#a9875a"/>` +
    `<g transform="translate(0 -16)">${spire(-56, 12, -96, '#caa36a')}${spire(56, 12, -96, '#caa36a')}${spire(-36, 18, -144, '#dab67c')}${spire(36, 18, -144, '#dab67c')}${spire(0, 32, -210, '#ecd3a0')}</g>` +
    `<path d="M-12-60h24M-18-110h36M-14-160h28" stroke="#d0ae76" stroke-width="3"/>` +
    `<path d="M-5-232C-9-240-3-248 0-250C3-248 9-240 5-232Z" fill="#e0b03c"/><path d="M0-246V-300" stroke="#5a4a3a" stroke-width="3"/>` +
    `<path d="M0-300C30-308 60-290 104-298C80-286 66-278 40-270C28-268 14-268 0-264Z" fill="#f28c28"/><path d="M0-288C30-294 54-284 82-288" stroke="#d63a2f" stroke-width="6" fill="none"/></g>`
  );
};
// A little Deccan village shrine in vermilion and orange, with saffron pennants.
const villageShrine = (x, base, s = 1) =>
  `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-92 0V-14H92V0Z" fill="#a79a88"/><path d="M-84-14V-22H84V-14Z" fill="#bdb09c"/>` +
  `<path d="M-40-22V-92H40V-22Z" fill="#e8612c"/><path d="M-20-22V-62A20 20 0 0 1 20-62V-22Z" fill="#5a2414"/><path d="M-26-66A26 26 0 0 1 26-66" stroke="#ffd166" stroke-width="4" fill="none"/>` +
  `<path d="M-38-86Q-26-74-14-84Q0-72 14-84Q26-74 38-86" stroke="#ffb01f" stroke-width="5" stroke-dasharray="1 5" stroke-linecap="round" fill="none"/>` +
  `<path d="M-46-92H46V-100H-46Z" fill="#c94a22"/><path d="M-34-100C-34-140-14-160 0-170C14-160 34-140 34-100Z" fill="#f29a2e"/><path d="M-26-118H26M-16-140H16" stroke="#e06b22" stroke-width="4"/>` +
  `<path d="M-5-170C-8-178-3-184 0-186C3-184 8-178 5-170Z" fill="#e0b03c"/><path d="M0-184V-214" stroke="#5a3a22" stroke-width="2"/><path d="M0-214L34-206L0-196Z" fill="#ff8c1a"/>` +
  `<path d="M-84-22V-58H-40V-22ZM40-22V-58H84V-22Z" fill="#f08a3a"/><path d="M-88-58H-40V-64H-88ZM40-58H88V-64H40Z" fill="#c94a22"/>` +
  `<path d="M-72-30V-50H-54V-30ZM54-30V-50H72V-30Z" fill="#7a3218"/>` +
  `<path d="M-80-64V-120M80-64V-120" stroke="#5a3a22" stroke-width="2"/><path d="M-80-120L-54-112L-80-102ZM80-120L106-112L80-102Z" fill="#ff8c1a"/></g>`;
const toyTrain = (x, y, s = 1) => {
  const coach = (cx) =>
    `<path d="M${cx} -28H${cx + 50}V-6H${cx}Z" fill="#2d6cb5"/><path d="M${cx - 2} -28H${cx + 52}V-33H${cx - 2}Z" fill="#1d4f8a"/><path d="M${cx + 4} -24H${cx + 46}V-15H${cx + 4}Z" fill="#dcecf8"/><path d="M${cx + 14} -24V-15M${cx + 25} -24V-15M${cx + 36} -24V-15" stroke="#2d6cb5" stroke-width="2"/>` +
    `<circle cx="${cx + 10}" cy="-4" r="4" fill="#1b2d4a"/><circle cx="${cx + 40}" cy="-4" r="4" fill="#1b2d4a"/>`;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">${coach(0)}${coach(56)}` +
    `<path d="M112-34H130V-6H112Z" fill="#2456a0"/><path d="M110-36H132V-39H110Z" fill="#1d4f8a"/><path d="M116-30h10v8h-10Z" fill="#dcecf8"/>` +
    `<path d="M130-24H158V-6H130Z" fill="#2d6cb5"/><path d="M148-24V-34H155V-24Z" fill="#1b2d4a"/><circle cx="159" cy="-16" r="3" fill="#ffd166"/>` +
    `<circle cx="122" cy="-4" r="5" fill="#1b2d4a"/><circle cx="142" cy="-4" r="5" fill="#1b2d4a"/><circle cx="154" cy="-4" r="4" fill="#1b2d4a"/>` +
    `<g fill="#fff" opacity=".8"><circle cx="150" cy="-42" r="5"/><circle cx="142" cy="-54" r="7"/><circle cx="128" cy="-64" r="9"/></g></g>`
  );
};
const tuftTree = (x, base, s = 1, leaf = '#2f6b3f', trunk = '#5a3a22') =>
  `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-3 0V-30H3V0Z" fill="${trunk}"/><path d="M-34-26C-42-46-24-62-10-58C-4-74 22-72 26-56C42-54 44-30 30-24Z" fill="${leaf}"/></g>`;

const scenes = {
  temple: () =>
    sky('#ffb870', '#ffe6c2') +
    hills('#8dbb6a', 300, 14) +
    temple(320, 330) +
    `<rect y="330" width="${W}" height="70" fill="#d9b27a"/>`,
  'temple-hill': () =>
    sky('#f9a26c', '#ffdcb0', '#fff0b8', 120, 80) +
    hills('#6f9f52', 250, 40, 1) +
    hills('#4f7f3c', 300, 24, 2) +
    temple(420, 300, 0.7) +
    `<path d="M0 400C200 360 300 330 420 300" stroke="#e9d3a6" stroke-width="10" fill="none"/>`,
  'river-ghat': () =>
    sky('#ff9966', '#ffd7a8') +
    temple(160, 260, 0.6, '#d17a45') +
    temple(470, 250, 0.5, '#bf6a3c') +
    `<path d="M0 260H640V300H0Z" fill="#c99a62"/><path d="M0 300H640" stroke="#a8774a" stroke-width="6"/>` +
    water('#3f7fa6', 300) +
    `<circle cx="220" cy="330" r="6" fill="#ffb347"/><circle cx="300" cy="350" r="6" fill="#ffb347"/><circle cx="380" cy="325" r="6" fill="#ffb347"/>`,
  'snow-shrine': () =>
    sky('#8fc6ef', '#e3f2fb') +
    peaks(
      '#7d93ab',
      300,
      [
        [120, 200, 260],
        [330, 250, 300],
        [540, 190, 260],
      ],
      '#fff',
    ) +
    hills('#6e8f5c', 320, 10) +
    temple(330, 340, 0.45, '#b9b2a8'),
  beach: () =>
    sky('#6cc6e8', '#c7eefa') +
    water('#2a9cc8', 250) +
    `<path d="M0 320C160 290 400 300 640 330V400H0Z" fill="#f3d9a0"/>` +
    palm(90, 330, 1.1) +
    palm(560, 345, 0.9),
  backwater: () =>
    sky('#7fd0c4', '#dcf4ef', '#fff2b0', 130, 90) +
    hills('#3f8f55', 250, 10) +
    water('#2f8f8a', 270) +
    boat(360, 300) +
    palm(80, 270, 0.9) +
    palm(590, 265, 0.8),
  'tea-hills': () =>
    sky('#9bd3e8', '#e6f6fb') +
    hills('#5fa35a', 220, 40) +
    hills('#4a8c48', 280, 30, 2) +
    hills('#3b7a3c', 330, 20, 4) +
    `<path d="M0 300C120 280 200 320 320 300S520 280 640 300M0 340C140 320 240 360 360 340S540 320 640 345" stroke="#2f6a31" stroke-width="3" fill="none" opacity=".5"/>`,
  desert: () =>
    sky('#ffb35c', '#ffe2b3') +
    hills('#e7b066', 320, 18) +
    fort(320, 320) +
    `<path d="M0 360C200 330 420 350 640 340V400H0Z" fill="#f0c27a"/>`,
  'lake-palace': () =>
    sky('#ffa98a', '#ffe0cf') +
    hills('#a9876b', 250, 20) +
    water('#5b8fb9', 260) +
    `<g transform="translate(320 300)"><path d="M-120 0V-50H120V0Z" fill="#fbf3e6"/><path d="M-90-50A30 24 0 0 1-30-50ZM30-50A30 24 0 0 1 90-50ZM-24-50A24 30 0 0 1 24-50Z" fill="#fff"/></g>`,
  'snow-valley': () =>
    sky('#9fd0f2', '#eaf6fd') +
    peaks(
      '#8aa0b8',
      290,
      [
        [90, 180, 240],
        [300, 240, 320],
        [520, 210, 300],
      ],
      '#fff',
    ) +
    hills('#eef5fb', 320, 12) +
    pines(360, '#2f5d3a', [60, 110, 520, 580, 610]),
  island: () =>
    sky('#5ec3f0', '#d2f1fc') +
    water('#1ea0c9', 230) +
    `<ellipse cx="320" cy="300" rx="180" ry="34" fill="#f6dfa7"/>` +
    palm(270, 300, 0.9) +
    palm(380, 298, 0.75) +
    `<path d="M470 250h70v10h-70z" fill="#fff" opacity=".7"/>`,
  city: () => sky('#4a6fa5', '#ffb38a', '#ffd98a', 540, 150) + skyline(330, '#243b5a') + water('#2d4f73', 330),
  'city-night': () =>
    sky('#1c2b4a', '#6a4c93', '#f5f0d8', 120, 70) +
    skyline(330, '#0f1a2e') +
    `<g fill="#ffd166">${Array.from({ length: 40 }, (_, i) => `<rect x="${((i * 53) % 620) + 10}" y="${200 + ((i * 29) % 110)}" width="5" height="7"/>`).join('')}</g>` +
    water('#1a2a44', 330),
  'alpine-lake': () =>
    sky('#8ec9f0', '#e8f5fd') +
    peaks(
      '#6d7f99',
      260,
      [
        [140, 170, 260],
        [380, 220, 300],
        [560, 160, 240],
      ],
      '#fff',
    ) +
    pines(280, '#2b5a3a', [40, 80, 120, 520, 570, 610]) +
    water('#3f8fb5', 280),
  'trek-ridge': () =>
    sky('#87c5ee', '#e2f3fc') +
    peaks(
      '#7890aa',
      240,
      [
        [200, 170, 300],
        [470, 200, 340],
      ],
      '#fff',
    ) +
    hills('#6b9a58', 300, 30, 1) +
    pines(330, '#2c5b37', [30, 70, 560, 600]) +
    tent(330, 320) +
    `<path d="M120 400C220 360 260 330 330 320" stroke="#d8c49a" stroke-width="6" fill="none"/>`,
  'forest-trail': () =>
    sky('#a8dbe8', '#eef9f3') +
    hills('#5d9a5a', 250, 26) +
    pines(330, '#2f6b3f', [30, 90, 150, 210, 430, 490, 550, 610]) +
    `<path d="M280 400C300 350 340 320 320 250" stroke="#c9a877" stroke-width="18" fill="none" stroke-linecap="round"/>`,
  'meadow-camp': () =>
    sky('#92cdf1', '#e8f6fc') +
    peaks('#8195ad', 230, [[460, 150, 280]], '#fff') +
    hills('#8cc063', 280, 18, 2) +
    tent(200, 300) +
    tent(300, 310) +
    `<circle cx="420" cy="320" r="10" fill="#e8790c"/>`,
  // One scene per package from here on, each drawn to read as its place at a glance.
  'taj-garden': () => {
    let trees = '';
    for (const t of [0.12, 0.3, 0.55, 0.88]) {
      const y = 262 + 138 * t;
      const h = 26 + 96 * t;
      trees += cypress(n(292 - 142 * t - 8 - 14 * t), n(y), n(h)) + cypress(n(348 + 142 * t + 8 + 14 * t), n(y), n(h));
    }
    return (
      sky('#78b2e0', '#f9e6d0', '#fff4d8', 548, 74) +
      hills('#a9bf8e', 252, 5, 1) +
      // minarets
      [196, 444]
        .map(
          (mx) =>
            `<path d="M${mx - 8} 240L${mx - 5} 124H${mx + 5}L${mx + 8} 240Z" fill="#f6f1e8"/><path d="M${mx - 11} 204h22v5h-22ZM${mx - 10} 166h20v5h-20ZM${mx - 9} 128h18v5h-18Z" fill="#e2d8c8"/>` +
            `<path d="M${mx - 9} 124C${mx - 9} 112 ${mx - 3} 106 ${mx} 104C${mx + 3} 106 ${mx + 9} 112 ${mx + 9} 124Z" fill="#fbf8f2"/><path d="M${mx} 104V96" stroke="#d9c9a8" stroke-width="2"/>`,
        )
        .join('') +
      `<path d="M182 262V238H458V262Z" fill="#efe6d8"/><path d="M182 238H458" stroke="#fbf8f2" stroke-width="3"/>` +
      `<path d="M250 238V160H390V238Z" fill="#fbf8f2"/><path d="M250 238V160H262V238ZM378 238V160H390V238Z" fill="#ebe3d5"/>` +
      `<path d="M296 238V168H344V238Z" fill="#f1e9dc"/><path d="M303 238V198Q303 180 320 172Q337 180 337 198V238Z" fill="#d8c8b2"/><path d="M312 238V214Q312 206 320 202Q328 206 328 214V238Z" fill="#b9a58a"/>` +
      `<path d="M268 204V188Q268 180 276 176Q284 180 284 188V204ZM268 234V218Q268 210 276 206Q284 210 284 218V234ZM356 204V188Q356 180 364 176Q372 180 372 188V204ZM356 234V218Q356 210 364 206Q372 210 372 218V234Z" fill="#e0d3bf"/>` +
      [266, 374]
        .map(
          (cx) =>
            `<path d="M${cx - 9} 160V148H${cx + 9}V160Z" fill="#ece4d6"/><path d="M${cx - 11} 149C${cx - 11} 138 ${cx - 4} 131 ${cx} 128C${cx + 4} 131 ${cx + 11} 138 ${cx + 11} 149Z" fill="#fbf8f2"/>`,
        )
        .join('') +
      `<path d="M292 160V146H348V160Z" fill="#f1ebe0"/><path d="M288 148C266 128 276 98 320 74C364 98 374 128 352 148Z" fill="#fdfbf6"/><path d="M336 86C356 104 360 128 350 146H338C346 126 344 104 332 86Z" fill="#ece4d6"/>` +
      `<path d="M320 74V50" stroke="#d9b96a" stroke-width="3"/><circle cx="320" cy="62" r="3.5" fill="#d9b96a"/>` +
      `<path d="M0 262H640V400H0Z" fill="#86b86a"/><path d="M292 262H348L490 400H150Z" fill="#eadfca"/>` +
      grad('chan', [
        [0, '#9dd6ee'],
        [1, '#4f9fcf'],
      ]) +
      `<path d="M306 262H334L400 400H240Z" fill="url(#chan)"/><path d="M316 300l-2 18M326 300l2 18" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>` +
      `<g fill="#fff" opacity=".85"><circle cx="320" cy="280" r="2"/><circle cx="320" cy="300" r="2.5"/><circle cx="320" cy="326" r="3"/><circle cx="320" cy="358" r="3.5"/></g>` +
      trees
    );
  },
  'dal-lake': () =>
    sky('#8cc4ec', '#e6f3fb', '#fff6d0', 110, 70) +
    peaks(
      '#8799b1',
      226,
      [
        [80, 110, 240],
        [250, 150, 300],
        [440, 130, 280],
        [590, 100, 220],
      ],
      '#fff',
    ) +
    hills('#4f7d4f', 228, 6, 1) +
    chinar(60, 232, 0.9) +
    chinar(410, 230, 0.7, '#c9652e') +
    chinar(520, 232, 1) +
    chinar(600, 230, 0.8, '#e08a3e') +
    water('#4a90b8', 236) +
    `<path d="M0 236H640V244H0Z" fill="#6aa6c8"/>` +
    houseboat(170, 286) +
    `<g fill="#3f7d4a"><ellipse cx="70" cy="362" rx="16" ry="5"/><ellipse cx="104" cy="374" rx="12" ry="4"/><ellipse cx="44" cy="384" rx="14" ry="4"/></g><circle cx="92" cy="366" r="4" fill="#f28bb0"/>` +
    shikara(440, 314, 0.9) +
    shikara(320, 362, 0.75, '#d9822b'),
  'toy-train-hills': () => {
    const range = xy(
      '0,206 40,190 90,170 130,180 180,140 226,112 260,88 290,106 322,78 352,98 390,132 430,146 470,136 520,160 570,168 640,186',
    );
    return (
      sky('#8fc9ec', '#eef7fc', '#fff3cf', 560, 70) +
      ridge('#f5f8fc', range) +
      [
        xy('260,88 290,106 300,150 276,214'),
        xy('322,78 352,98 390,132 430,146 344,214'),
        xy('130,180 180,140 160,214'),
        xy('470,136 520,160 570,168 492,214'),
      ]
        .map((p) => poly(p, '#cdd9e8'))
        .join('') +
      hills('#93abc0', 214, 10, 2) +
      hills('#76b05c', 252, 22, 0.6) +
      `<g fill="#f7f2e8"><path d="M40 236h16v12H40ZM64 230h14v12H64ZM92 238h16v10H92Z"/></g><g fill="#c2413a"><path d="M38 236l10-8 10 8ZM62 230l9-7 9 7Z"/></g><path d="M90 238l10-7 10 7Z" fill="#3d6fb0"/>` +
      hills('#5d9f4c', 300, 20, 2.4) +
      `<path d="M0 318C120 296 200 336 320 316S520 296 640 318M0 352C140 330 240 370 360 350S540 330 640 356M0 384C120 366 260 400 380 382S560 368 640 388" stroke="#3f7d3a" stroke-width="3" fill="none" opacity=".5"/>` +
      `<path d="M-10 352C120 346 180 310 330 310S560 306 650 276" stroke="#8a7560" stroke-width="9" fill="none" stroke-dasharray="3 5"/><path d="M-10 352C120 346 180 310 330 310S560 306 650 276" stroke="#5b4a3a" stroke-width="3" fill="none"/>` +
      toyTrain(318, 308, 1.05) +
      tuftTree(590, 320, 1.1, '#2f6b3f') +
      tuftTree(40, 380, 1, '#2f6b3f')
    );
  },
  'high-desert-lake': () =>
    sky('#3b8ad4', '#d6ecfa', '#fff8dc', 540, 66) +
    peaks(
      '#a08470',
      250,
      [
        [90, 150, 280],
        [270, 170, 300],
        [450, 140, 270],
        [600, 120, 240],
      ],
      '#f6f3ec',
    ) +
    ridge('#c8955a', xy('0,200 60,214 120,236 170,250 470,250 530,228 590,214 640,204')) +
    poly(xy('0,250 0,210 50,222 110,246'), '#b07a45') +
    poly(xy('640,250 640,214 580,224 520,246'), '#b07a45') +
    grad('lake', [
      [0, '#1c64b0'],
      [0.55, '#2a9fc4'],
      [1, '#48d0c6'],
    ]) +
    `<path d="M0 250H640V306H0Z" fill="url(#lake)"/><path d="M60 268h70M260 282h90M470 272h80" stroke="#fff" stroke-opacity=".4" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M0 304C140 296 300 312 420 302S580 296 640 304V400H0Z" fill="#dcc497"/><path d="M0 344C160 332 360 352 640 336V400H0Z" fill="#cfb381"/>` +
    prayerFlags(154, 212, 588, 236, 15, 34) +
    `<path d="M588 340V228" stroke="#6b5b4b" stroke-width="4"/>` +
    stupa(154, 356, 1) +
    `<g fill="#a9936c"><ellipse cx="300" cy="370" rx="18" ry="5"/><ellipse cx="470" cy="360" rx="12" ry="4"/></g>`,
  'longtail-karst': () =>
    sky('#5dbce8', '#e2f5fb', '#fff3c4', 330, 74) +
    grad('sea', [
      [0, '#3cbcb0'],
      [1, '#0f8583'],
    ]) +
    `<path d="M0 250H640V400H0Z" fill="url(#sea)"/>` +
    karst('k1', 420, 254, 60, 90, '#b4c8c0', '#8fbcaa', '#a2b8af') +
    karst('k2', 286, 254, 44, 60, '#b4c8c0', '#8fbcaa', '#a2b8af') +
    karst('k3', 120, 268, 130, 240) +
    karst('k4', 548, 262, 96, 180, '#ab9d86', '#469453') +
    `<path d="M380 296h80M60 320h60M500 348h90M170 376h70" stroke="#fff" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>` +
    longtail(350, 338, 1),
  'rice-terrace': () => {
    const greens = ['#b5da82', '#93c662', '#a8d474', '#82b954', '#9ccb68', '#6fa845', '#8cc25a', '#5e9a3b', '#7cb54c'];
    let bands = '';
    greens.forEach((color, i) => {
      const y = 214 + i * 22;
      let d = `M0 ${H}L0 ${y}`;
      for (let x = 0; x <= W; x += 40) d += `L${x} ${n(y - 12 * Math.sin((x / W) * Math.PI * 1.3 + i * 0.5))}`;
      bands += `<path d="${d}L${W} ${H}Z" fill="${color}"/>`;
      bands += `<path d="${d.replace(`M0 ${H}L0 ${y}L`, 'M')}" stroke="#e2f2b8" stroke-width="2.5" fill="none"/>`;
    });
    return (
      sky('#8ccfe9', '#f4f6e2', '#fff3c8', 540, 80) +
      `<path d="M40 214L210 96Q232 84 254 96L440 214Z" fill="#9db3c2"/><path d="M196 106L210 96Q232 84 254 96L268 106Q246 112 232 104Q216 114 196 106Z" fill="#c9d6df"/>` +
      bands +
      palm(70, 330, 1) +
      palm(600, 320, 0.8) +
      candiBentar(400, 336, 1)
    );
  },
  'water-villas': () =>
    sky('#52bdea', '#e0f6fd', '#fff6d0', 540, 76) +
    `<g fill="#fff" opacity=".85"><ellipse cx="150" cy="90" rx="50" ry="14"/><ellipse cx="190" cy="80" rx="34" ry="14"/><ellipse cx="380" cy="120" rx="40" ry="10"/></g>` +
    `<path d="M0 218H640V246H0Z" fill="#1b86c0"/>` +
    grad('lagoon', [
      [0, '#5fd3d6'],
      [1, '#b6f1e8'],
    ]) +
    `<path d="M0 246H640V400H0Z" fill="url(#lagoon)"/>` +
    `<path d="M-10 240C10 228 40 226 70 236Z" fill="#f6e3b0"/>` +
    palm(30, 236, 0.45) +
    `<path d="M110 300L600 256" stroke="#a97b4f" stroke-width="6"/><path d="M150 297v14M220 290v14M300 283v12M380 276v12M460 269v10M540 262v9" stroke="#6b4a2e" stroke-width="3"/>` +
    waterVilla(592, 252, 0.46) +
    waterVilla(520, 258, 0.56) +
    waterVilla(432, 266, 0.68) +
    waterVilla(320, 276, 0.82) +
    waterVilla(180, 290, 1) +
    `<path d="M232 296H264L214 400H150Z" fill="#b88a5c"/><path d="M226 310h30M218 330h32M208 352h34M196 378h38" stroke="#8f6640" stroke-width="2"/>` +
    `<path d="M60 350h70M380 330h80M470 370h90" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-linecap="round"/>`,
  'eiffel-alps': () =>
    sky('#8cc7ee', '#eef6fb', '#fff6d6', 90, 76) +
    peaks(
      '#8498b0',
      276,
      [
        [330, 170, 300],
        [470, 216, 320],
        [610, 160, 260],
      ],
      '#fff',
    ) +
    hills('#86b962', 290, 14, 1) +
    pines(300, '#2f5d3a', [330, 360, 590, 620]) +
    hills('#6ea74f', 334, 10, 3) +
    chalet(470, 330, 0.95) +
    latticeTower(170, 350, 1.02) +
    `<g fill="#f6f1f7"><circle cx="300" cy="360" r="3"/><circle cx="380" cy="372" r="3"/><circle cx="560" cy="360" r="3"/><circle cx="600" cy="380" r="3"/></g><g fill="#e85d7a"><circle cx="330" cy="376" r="3"/><circle cx="520" cy="378" r="3"/></g>`,
  'himalayan-temple': () =>
    sky('#6cb0e6', '#e4f2fb', '#fff6d6', 560, 70) +
    snowPeak(150, 250, 150, 300, '#eef3f9', '#b9c8da') +
    snowPeak(520, 250, 140, 300, '#eef3f9', '#b9c8da') +
    snowPeak(320, 250, 224, 420, '#f8fbfe', '#c4d2e3', '#8c98a8') +
    ridge('#7d8c6e', xy('0,250 120,262 240,272 400,272 520,262 640,250')) +
    `<path d="M0 344H640V400H0Z" fill="#8a9a76"/>` +
    stoneTemple(320, 326, 0.95) +
    `<path d="M150 326H490V344H150Z" fill="#a9a297"/><path d="M150 326H490" stroke="#c4beb3" stroke-width="3"/>` +
    `<path d="M0 372C140 356 260 384 400 370S580 356 640 366V400H0Z" fill="#8fc2e0"/><path d="M40 380h60M250 384h70M470 374h60" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>`,
  'gopuram-sea': () =>
    sky('#f49a6a', '#fde2bd', '#fff2c4', 460, 214) +
    water('#3a80b4', 240) +
    `<path d="M380 252h160" stroke="#ffe6a8" stroke-width="4" opacity=".8" stroke-linecap="round"/><path d="M410 264h100M430 276h60" stroke="#ffe6a8" stroke-width="3" opacity=".6" stroke-linecap="round"/>` +
    rockMemorial(500, 286, 0.9) +
    `<path d="M0 330C100 318 260 326 400 344S560 360 640 356V400H0Z" fill="#e9cf9a"/><path d="M0 330C100 318 260 326 400 344S560 360 640 356" stroke="#fff" stroke-width="4" opacity=".7" fill="none"/>` +
    palm(40, 352, 0.7) +
    gopuram(180, 344, 1.12),
  'sahyadri-shrine': () =>
    sky('#a5c8db', '#eaf2ec', '#fff4d6', 560, 78) +
    poly(xy('0,230 0,170 120,168 130,186 250,190 262,210 320,230'), '#8caf97') +
    poly(xy('0,170 120,168 124,180 0,182'), '#7b8f80') +
    // the mesa with the waterfall: flat cap, dark basalt cliff band, green talus below
    poly(xy('230,300 300,196 348,150 600,146 620,170 640,176 640,300'), '#5c9656') +
    poly(xy('348,150 600,146 608,166 340,172'), '#5e625a') +
    `<path d="M330 188H614M318 206H626" stroke="#4f7f48" stroke-width="3"/>` +
    `<path d="M462 148C460 190 466 240 458 290H478C474 240 480 190 474 148Z" fill="#f4fbff"/><path d="M468 160V280" stroke="#cfe6f2" stroke-width="3"/><ellipse cx="468" cy="292" rx="34" ry="9" fill="#fff" opacity=".8"/>` +
    `<g fill="#fff" opacity=".85"><ellipse cx="380" cy="142" rx="46" ry="9"/><ellipse cx="560" cy="140" rx="36" ry="8"/><ellipse cx="70" cy="164" rx="40" ry="8"/></g>` +
    hills('#4f8a45', 310, 16, 3.4) +
    basaltTemple(200, 336, 1.05) +
    `<path d="M100 336H290V344H100Z" fill="#7e7a72"/>` +
    `<path d="M0 344H640V400H0Z" fill="#6aa055"/><path d="M170 400C190 380 200 360 204 344" stroke="#c9a877" stroke-width="12" fill="none"/>` +
    tuftTree(560, 350, 1.2, '#2f6b3f') +
    tuftTree(610, 360, 0.9, '#3a7a45'),
  'kerala-temple': () =>
    sky('#f3a35e', '#fde6bf', '#fff2c6', 520, 110) +
    hills('#3f7d4a', 250, 12, 1) +
    palm(260, 252, 0.9) +
    palm(470, 248, 0.8) +
    `<path d="M0 304H640V400H0Z" fill="#d9b88a"/>` +
    keralaTemple(380, 306, 0.95) +
    `<path d="M0 330C200 318 440 340 640 326V400H0Z" fill="#caa271"/>` +
    lampTower(140, 352, 236) +
    palm(40, 350, 1.05) +
    palm(610, 360, 0.95),
  'sun-chariot': () =>
    sky('#78bfe6', '#fbeed8', '#fff4cc', 120, 82) +
    water('#2f89b8', 236) +
    `<path d="M0 262C120 256 260 270 400 262S560 254 640 262" stroke="#fff" stroke-width="5" opacity=".7" fill="none"/>` +
    `<path d="M0 276C140 268 300 284 460 274S600 268 640 274V400H0Z" fill="#f1d7a0"/><path d="M0 276C140 268 300 284 460 274S600 268 640 274" stroke="#fff" stroke-width="4" opacity=".8" fill="none"/>` +
    rekhaDeul(470, 300, 0.95) +
    `<path d="M0 316C160 306 360 322 640 312V400H0Z" fill="#e6c68a"/>` +
    `<path d="M40 366H288V384H40Z" fill="#8f6e4e"/><path d="M40 366H288" stroke="#6b4f36" stroke-width="3"/>` +
    sunWheel(164, 290, 92) +
    palm(600, 350, 0.7),
  'sea-shrine': () =>
    sky('#f7925e', '#ffdcb2', '#fff1c1', 150, 214) +
    water('#2d6f9e', 236) +
    `<path d="M100 248h110M120 262h70" stroke="#ffe6a8" stroke-width="4" opacity=".7" stroke-linecap="round"/>` +
    `<path d="M270 300L300 272H640V400H240Z" fill="#b49a74"/><path d="M300 272H640V282H296Z" fill="#c9ae84"/><path d="M290 320h350M276 352h364" stroke="#9e8560" stroke-width="3"/>` +
    spireTemple(476, 280, 0.82) +
    `<path d="M252 300C236 262 246 222 266 200C270 226 282 236 292 214C300 238 304 262 292 290Z" fill="#fff" opacity=".92"/><g fill="#fff"><circle cx="244" cy="222" r="4"/><circle cx="300" cy="204" r="3"/><circle cx="230" cy="246" r="3"/><circle cx="308" cy="236" r="3"/></g>` +
    `<path d="M0 318C60 300 120 292 180 296C230 300 262 318 270 340C252 326 226 322 214 334C204 346 214 358 230 356C190 372 80 374 0 376Z" fill="#3f8cbf"/>` +
    `<path d="M40 306C100 294 170 290 220 302C250 310 266 324 270 340C256 330 238 326 224 332" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<path d="M0 356C80 346 160 360 240 354L260 400H0Z" fill="#2f77a8"/><path d="M20 362C70 352 120 366 170 360" stroke="#fff" stroke-width="5" opacity=".8" fill="none" stroke-linecap="round"/>` +
    `<path d="M232 360C248 350 262 352 272 362L290 400H226Z" fill="#6b5a4a"/>`,
  'ganesha-shrine': () =>
    sky('#8cc8e8', '#fbefd2', '#fff4d0', 110, 80) +
    hills('#d2c07e', 240, 22, 0.5) +
    hills('#b6b25e', 282, 20, 2.2) +
    tuftTree(110, 300, 1.6, '#3f6b32', '#5a3a22') +
    villageShrine(360, 326, 1) +
    `<path d="M0 320C160 312 420 330 640 316V400H0Z" fill="#a4a857"/><path d="M310 400C330 372 350 350 360 330" stroke="#d9c08c" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<g stroke="#6b7a3a" stroke-width="2"><path d="M60 360l-4-10M66 360l2-12M520 370l-4-10M526 370l2-12M200 380l-4-10M206 380l2-12"/></g>`,
  'pass-crossing': () =>
    sky('#7cbdf0', '#e6f4fd', '#fff6d0', 250, 62) +
    poly(xy('0,400 0,130 70,92 140,70 200,118 260,158 320,182 304,240 330,400'), '#7f91a6') +
    poly(xy('250,400 300,230 320,182 380,154 450,96 520,62 590,104 640,120 640,400'), '#a98466') +
    `<path d="M108 88L140 70L172 94L150 96L138 86L122 96Z" fill="#fff"/><path d="M490 80L520 62L556 84L534 86L522 78L506 88Z" fill="#fff"/>` +
    `<path d="M262 160L320 182L380 154L400 168C370 176 350 196 320 200C290 196 270 180 250 172Z" fill="#fff"/>` +
    poly(xy('0,400 0,218 90,226 190,250 270,262 306,300 350,400'), '#6aa354') +
    poly(xy('300,400 316,290 380,262 470,244 560,236 640,232 640,400'), '#c9a173') +
    pines(318, '#2e6a3c', [30, 70, 110, 150]) +
    `<g fill="#9c7a58"><path d="M440 330l20-16 18 16ZM540 300l14-12 14 12ZM580 360l24-20 22 20Z"/></g>` +
    `<path d="M130 400C200 360 150 330 220 300S290 230 320 196C350 230 380 246 420 276S530 330 560 400" stroke="#f5ead2" stroke-width="5" fill="none" stroke-dasharray="12 8" stroke-linecap="round"/>` +
    walker(298, 226, 0.75, '#d63a2f') +
    walker(274, 252, 0.8, '#f2c418'),
  'flower-valley': () => {
    const rnd = seeded(7);
    const colors = ['#e85d9c', '#9b5de5', '#ffd23f', '#ffffff', '#e85d9c', '#c77dff'];
    let flowers = '';
    for (let i = 0; i < 110; i++) {
      const y = 270 + (rnd() * rnd()) ** 0.5 * 130;
      const x = rnd() * W;
      const r = 1.5 + ((y - 270) / 130) * 4.5;
      flowers += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colors[i % colors.length]}"/>`;
    }
    return (
      sky('#86c5ef', '#e8f5fd', '#fff6d0', 540, 70) +
      peaks(
        '#8a9db5',
        222,
        [
          [150, 130, 280],
          [340, 170, 320],
          [530, 140, 280],
        ],
        '#fff',
      ) +
      poly(xy('0,300 0,120 60,150 150,220 230,262 300,280'), '#4f8a4d') +
      poly(xy('640,300 640,110 580,150 500,214 420,260 340,282'), '#5a9552') +
      hills('#7fbf5c', 262, 10, 1) +
      `<path d="M340 262C330 300 250 320 210 400H300C320 340 360 300 350 262Z" fill="#8fd0ea"/>` +
      flowers
    );
  },
  'glacier-lake': () => {
    const rnd = seeded(11);
    let rocks = '';
    for (let i = 0; i < 22; i++) {
      const x = rnd() * W;
      const y = 300 + rnd() * 95;
      const s = 4 + ((y - 300) / 95) * 12;
      if (Math.abs(x - 320) < 110 && y < 350) continue;
      rocks += `<path d="M${n(x - s)} ${n(y)}L${n(x - s * 0.4)} ${n(y - s * 0.8)}L${n(x + s * 0.6)} ${n(y - s * 0.6)}L${n(x + s)} ${n(y)}Z" fill="${i % 3 ? '#6e655e' : '#b5aa9c'}"/>`;
    }
    return (
      sky('#4a97df', '#dcefff', '#fff8dc', 560, 66) +
      snowPeak(320, 230, 190, 360, '#f8fbfe', '#c2d0e2', '#7e8a99') +
      snowPeak(100, 236, 110, 260, '#e9eff6', '#b3c2d4') +
      snowPeak(560, 236, 120, 260, '#e9eff6', '#b3c2d4') +
      ridge('#7c726b', xy('0,230 120,250 240,236 320,262 400,236 520,250 640,226')) +
      `<path d="M60 252C100 244 150 250 190 260L120 270Z" fill="#fff"/><path d="M460 250C500 240 560 244 600 240L540 262Z" fill="#fff"/>` +
      ridge('#9a8e82', xy('0,300 120,292 220,302 320,308 420,300 520,290 640,296')) +
      `<ellipse cx="320" cy="330" rx="104" ry="28" fill="#6f655c"/><ellipse cx="320" cy="332" rx="94" ry="23" fill="#4ea6a8"/><path d="M260 328h50M340 338h40" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>` +
      rocks +
      walker(470, 330, 0.7, '#d63a2f')
    );
  },
  'frozen-lake': () =>
    sky('#7ab7ea', '#eaf4fd', '#fff8e0', 130, 76) +
    snowPeak(420, 240, 180, 380, '#f8fbfe', '#c2d0e2', '#8593a4') +
    snowPeak(180, 240, 120, 300, '#eef3f9', '#bccadb') +
    hills('#f2f7fc', 258, 6, 0.4) +
    [40, 90, 540, 590, 626].map((x, i) => snowPine(x, 270, 70 + (i % 2) * 16)).join('') +
    hills('#e8f0f8', 290, 8, 2) +
    `<ellipse cx="320" cy="326" rx="170" ry="36" fill="#bcdcf0"/><ellipse cx="320" cy="326" rx="156" ry="30" fill="#d6ebf8"/>` +
    `<path d="M220 318L260 330L300 322M360 316L390 334L440 326M300 340L330 332" stroke="#fff" stroke-width="2.5" fill="none"/>` +
    snowPine(40, 380, 150) +
    snowPine(110, 396, 110) +
    snowPine(540, 392, 120) +
    snowPine(604, 384, 160),
  'sleeping-buddha': () => {
    const range = xy(
      '0,214 40,200 70,180 96,172 118,182 140,188 176,168 214,148 244,126 268,116 292,124 322,104 348,98 374,114 404,140 444,150 484,164 524,170 564,184 604,194 640,204',
    );
    const shade = [
      xy('96,172 118,182 140,188 112,240'),
      xy('268,116 292,124 300,170 280,240'),
      xy('348,98 374,114 404,140 444,150 364,240'),
      xy('214,148 244,126 226,240'),
      xy('524,170 564,184 604,194 540,240'),
    ];
    let trees = '';
    [
      [60, 340, 1],
      [140, 352, 0.8],
      [470, 346, 0.9],
      [560, 336, 1.1],
      [620, 350, 0.8],
    ].forEach(([x, y, s]) => {
      trees += tuftTree(x, y, s, '#2a2947', '#2a2947');
      trees += `<g fill="#e63e5c"><circle cx="${n(x - 14 * s)}" cy="${n(y - 44 * s)}" r="${n(4 * s)}"/><circle cx="${n(x + 8 * s)}" cy="${n(y - 56 * s)}" r="${n(4 * s)}"/><circle cx="${n(x + 20 * s)}" cy="${n(y - 38 * s)}" r="${n(4 * s)}"/><circle cx="${x}" cy="${n(y - 40 * s)}" r="${n(3.5 * s)}"/></g>`;
    });
    return (
      sky('#6a6aa6', '#ffb88c', '#ffe2b0', 560, 236) +
      ridge('#fde4e2', range) +
      shade.map((p) => poly(p, '#c4b2d6')).join('') +
      `<path d="M268 116L260 126L276 128ZM348 98L338 110L356 112Z" fill="#ffd7c2"/>` +
      hills('#8a74a8', 236, 10, 1) +
      hills('#5a4f82', 276, 16, 2.6) +
      hills('#3b365e', 324, 14, 4.4) +
      trees
    );
  },
  'frozen-river': () =>
    sky('#a6cdea', '#eef6fb', '#fff8e8', 330, 46) +
    ridge('#b48e6c', xy('0,40 110,60 220,96 290,140 330,158 380,128 460,78 560,50 640,36')) +
    `<path d="M80 56L110 60L150 74ZM480 70L560 50L600 46Z" fill="#fff" opacity=".9"/>` +
    poly(xy('0,400 0,110 80,140 170,190 240,240 290,270 250,330 150,400'), '#8c6546') +
    poly(xy('640,400 640,100 560,130 470,180 400,230 370,262 420,320 520,400'), '#7d5a3e') +
    `<path d="M0 150L80 170L170 220M640 140L560 164L470 210M0 230L90 250L180 296M640 230L560 250L480 290" stroke="#f4f8fb" stroke-width="3" opacity=".8" fill="none"/>` +
    `<path d="M150 400C230 340 330 330 300 280C284 250 330 200 332 160H344C346 200 380 240 372 262C360 300 420 320 520 400Z" fill="#e2f1fb"/>` +
    `<path d="M260 380C300 350 340 340 330 300M400 370C370 340 350 310 356 280M332 250C336 220 338 190 338 170" stroke="#a9d3ec" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M230 390C280 360 300 350 300 320" stroke="#7fb7da" stroke-width="2" fill="none"/>` +
    poly(xy('0,400 0,250 60,280 120,340 150,400'), '#5e412b') +
    poly(xy('640,400 640,260 590,290 530,360 520,400'), '#5e412b') +
    walker(300, 362, 1, '#d63a2f') +
    walker(332, 328, 0.8, '#f2a81d') +
    walker(346, 300, 0.66, '#2f6fd6') +
    walker(344, 276, 0.54, '#2f9e52'),
};

const car = (body, roof, color, { long = 1, tall = 1 } = {}) => {
  const w = 360 * long;
  const x0 = (W - w) / 2;
  return (
    `<rect width="${W}" height="${H}" fill="#eef3f7"/><ellipse cx="320" cy="320" rx="${w / 2 + 30}" ry="18" fill="#cfd8e0"/>` +
    `<path d="${body(x0, w, tall)}" fill="${color}"/><path d="${roof(x0, w, tall)}" fill="#bfe0f2" stroke="${color}" stroke-width="6"/>` +
    `<circle cx="${x0 + w * 0.2}" cy="300" r="34" fill="#22303c"/><circle cx="${x0 + w * 0.2}" cy="300" r="14" fill="#aab6c0"/>` +
    `<circle cx="${x0 + w * 0.8}" cy="300" r="34" fill="#22303c"/><circle cx="${x0 + w * 0.8}" cy="300" r="14" fill="#aab6c0"/>` +
    `<rect x="${x0 + w - 22}" y="255" width="18" height="10" rx="3" fill="#ffd166"/>`
  );
};
const sedanBody = (x, w) =>
  `M${x} 300V262C${x} 248 ${x + 10} 240 ${x + 30} 238L${x + w * 0.25} 232L${x + w * 0.36} 190H${x + w * 0.7}L${x + w * 0.82} 234L${x + w - 10} 244C${x + w} 248 ${x + w} 256 ${x + w} 266V300Z`;
const sedanRoof = (x, w) => `M${x + w * 0.39} 200H${x + w * 0.68}L${x + w * 0.77} 232H${x + w * 0.31}Z`;
const boxBody = (x, w, tall) =>
  `M${x} 300V${250 - 40 * tall}C${x} ${236 - 40 * tall} ${x + 10} ${228 - 40 * tall} ${x + 30} ${226 - 40 * tall}H${x + w * 0.8}L${x + w - 6} ${240 - 20 * tall}C${x + w} 250 ${x + w} 256 ${x + w} 266V300Z`;
const boxRoof = (x, w, tall) =>
  `M${x + w * 0.14} ${238 - 40 * tall}H${x + w * 0.78}L${x + w * 0.86} ${236 - 10 * tall}H${x + w * 0.14}Z`;
const hatchBody = (x, w) =>
  `M${x} 300V250C${x} 236 ${x + 8} 200 ${x + 30} 196H${x + w * 0.62}L${x + w * 0.8} 236L${x + w - 10} 244C${x + w} 248 ${x + w} 256 ${x + w} 266V300Z`;
const hatchRoof = (x, w) => `M${x + 34} 206H${x + w * 0.6}L${x + w * 0.74} 234H${x + 26}Z`;

const cars = {
  'car-hatchback': () => car(hatchBody, hatchRoof, '#e8790c', { long: 0.8 }),
  'car-sedan': () => car(sedanBody, sedanRoof, '#0b3d5c'),
  // Each model its own picture: the compact sedan (Dzire) shorter and red beside the full sedan (Etios).
  'car-compact-sedan': () => car(sedanBody, sedanRoof, '#b8322a', { long: 0.9 }),
  'car-suv': () => car(boxBody, boxRoof, '#2f6f4e', { tall: 1 }),
  'car-muv': () => car(boxBody, boxRoof, '#8a8f98', { long: 1.05, tall: 0.8 }),
  'car-tempo': () =>
    car(boxBody, boxRoof, '#f4f6f8', { long: 1.35, tall: 1.6 }).replace('stroke="#f4f6f8"', 'stroke="#9aa7b2"'),
  'car-luxury': () => car(sedanBody, sedanRoof, '#1d1f24', { long: 1.1 }),
};

mkdirSync(OUT, { recursive: true });
for (const [name, draw] of Object.entries({ ...scenes, ...cars })) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>\n`;
  writeFileSync(`${OUT}/${name}.svg`, svg);
}
console.log(`wrote ${Object.keys(scenes).length + Object.keys(cars).length} illustrations to ${OUT}`);
