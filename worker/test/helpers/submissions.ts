import { env } from 'cloudflare:workers';

// Requests and files the submission tests send: real first bytes of each kind, as base64 without a prefix.

function base64(bytes: Uint8Array) {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}
const text = (value: string) => new TextEncoder().encode(value);

export const PDF_BYTES = text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const HEIC_BYTES = new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')]);
export const EXE_BYTES = text('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.');

export const pdfFile = { fileName: 'passport-scan.pdf', fileType: 'application/pdf', fileData: base64(PDF_BYTES) };

export const visa = {
  fullName: 'Priya Raman',
  passportNumber: 'k1234567',
  nationality: 'Indian',
  travelDate: '2027-02-10',
  visaType: 'Tourist',
  email: 'priya.raman@example.in',
  phone: '098400 12345',
  ...pdfFile,
};

export const passport = {
  fullName: 'Arun Kumar',
  dob: '1990-05-14',
  address: '12 Anna Salai, Chennai 600002',
  email: 'arun.kumar@example.in',
  phone: '+91 98401 55555',
  idProofType: 'Aadhar',
  fileName: 'aadhaar.png',
  fileType: 'image/png',
  fileData: base64(PNG_BYTES),
};

export const forex = {
  name: 'Meena Iyer',
  email: 'meena.iyer@example.in',
  phone: '9840077777',
  fromCurrency: 'INR',
  toCurrency: 'USD',
  amount: 50000,
  converted: '574.50',
  rate: 0.01149,
  purpose: 'Travel',
  fileName: '',
  fileType: '',
  fileData: '',
};

export const contact = {
  name: 'Ravi Shankar',
  email: 'ravi.s@example.in',
  message: 'Please call me about a Kailash yatra for four.',
};

export { base64 };

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** How many rows and stored files there are now: "nothing stored" means both stay the same. */
export async function stored() {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM submissions').first<{ n: number }>();
  const files = await env.FILES.list({ prefix: 'submissions/' });
  return { rows: row?.n ?? 0, files: files.objects.length };
}

let ip = 0;
/** A client address of its own per test, so the per-client rate limit of one test never touches another. */
export const clientIp = () => `203.0.113.${++ip}`;
