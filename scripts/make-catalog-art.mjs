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
