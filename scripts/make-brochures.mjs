// Writes a one-page PDF brochure for each seed package that names a pdf (web/public/docs/*.pdf):
// title, price, intro and the day-by-day itinerary. Plain PDF 1.4 with a built-in font, no dependency.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

// The site's own formatter. A brochure outlives an offer, so it prints the regular price.
const format = (await runnerImport('./shared/package-format.ts')).module;

const catalog = JSON.parse(readFileSync('worker/seed/catalog.json', 'utf8'));
const ascii = (text) =>
  text
    .replaceAll('₹', 'Rs. ')
    .replaceAll('’', "'")
    .replaceAll('–', '-')
    .replaceAll('—', '-')
    .replace(/[^\x20-\x7e]/g, '');
const escape = (text) => ascii(text).replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of ascii(text).split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else line += ` ${word}`;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

function pdf(pkg) {
  const rows = [
    ['F2', 20, 'Vishwa Tours & Travels'],
    ['F2', 16, pkg.title],
    ['F1', 12, `Price: ${format.formatPerPerson(pkg.price.perPerson)} (twin sharing), ${format.formatStay(pkg)}`],
    ['F1', 11, ''],
    ...wrap(pkg.details.intro, 90).map((line) => ['F1', 11, line]),
    ['F1', 11, ''],
    ['F2', 13, 'Itinerary'],
    ...pkg.details.itinerary.flatMap((day) => wrap(day, 90).map((line) => ['F1', 10, line])),
    ['F1', 11, ''],
    ['F1', 10, 'Enquire: +91 98400 12345 (WhatsApp)  |  hello@vishwatravels.in'],
  ];
  let y = 800;
  const content = rows
    .map(([font, size, text]) => {
      y -= size + 6;
      return `BT /${font} ${size} Tf 50 ${y} Td (${escape(text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(out);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

mkdirSync('web/public/docs', { recursive: true });
for (const pkg of Object.values(catalog).flat()) {
  if (!pkg.pdf?.startsWith('/docs/')) continue;
  writeFileSync(`web/public${pkg.pdf}`, pdf(pkg));
  console.log(`wrote web/public${pkg.pdf}`);
}
