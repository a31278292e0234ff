import * as z from 'zod';
import { ATTACHMENT_MAX_BYTES, ID_PROOF_TYPES, VISA_TYPES } from '../constants';
import { CURRENCY_CODES, FOREX_PURPOSES } from '../currencies';
import { blankAsMissing, cleanText, email, isoDate, phone, requiredText } from './common';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_BASE64_CHARS = Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4;

/** Size in bytes of what a base64 text decodes to. */
export function base64DecodedBytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

const fileName = cleanText().pipe(z.string().trim().min(1, 'The file needs a name').max(200));
const fileType = z
  .string()
  .trim()
  .max(100)
  .regex(/^(application\/pdf|image\/[\w.+-]+)$/, 'Attach a PDF or an image');
/** base64 without the data-URL prefix. The size is checked by the worker (413), the real type by its first bytes. */
const fileData = z.string().regex(BASE64, 'The file is not valid base64');

export const attachmentSchema = z.object({ fileName, fileType, fileData: fileData.min(1, 'Attach a PDF or an image') });
export type Attachment = z.infer<typeof attachmentSchema>;

export const visaApplicationSchema = z.object({
  fullName: requiredText('Full name'),
  passportNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,9}$/, 'Enter the passport number as printed, e.g. K1234567'),
  nationality: requiredText('Nationality', 80),
  /**
   * Where the visa is for, when the visitor knows: optional, as the spec's visa request (§4) has no such field
   * and a visitor still deciding should reach the visa desk all the same.
   */
  destinationCountry: blankAsMissing(requiredText('Destination country', 80)),
  travelDate: isoDate,
  visaType: z.enum(VISA_TYPES),
  email,
  phone,
  ...attachmentSchema.shape,
});
export type VisaApplication = z.infer<typeof visaApplicationSchema>;

export const passportRegistrationSchema = z.object({
  fullName: requiredText('Full name'),
  dob: isoDate,
  address: requiredText('Address', 500, { multiline: true }),
  email,
  phone,
  idProofType: z.enum(ID_PROOF_TYPES),
  ...attachmentSchema.shape,
});
export type PassportRegistration = z.infer<typeof passportRegistrationSchema>;

export const forexRequestSchema = z
  .object({
    name: requiredText('Full name'),
    email,
    phone,
    fromCurrency: z.enum(CURRENCY_CODES),
    toCurrency: z.enum(CURRENCY_CODES),
    /** A JSON number, as the form sends it: '5', [5] and true are refused. */
    amount: z
      .number({ error: 'Enter the amount as a number' })
      .positive('Enter an amount above 0')
      .max(100_000_000, 'Amounts are at most 10 crore'),
    /** The converted value shown to the visitor, 2 decimals; empty when no rate was available. */
    converted: z
      .string()
      .max(20)
      .regex(/^(\d+\.\d{2})?$/, 'Converted value has 2 decimals')
      .default(''),
    /** Units of toCurrency per fromCurrency; 0 when no rate was available. Finite and far above any real rate. */
    rate: z
      .number({ error: 'The rate must be a number' })
      .nonnegative()
      .max(1_000_000, 'The rate is out of range')
      .default(0),
    purpose: z.enum(FOREX_PURPOSES),
    // The attachment is optional: all three empty, or a whole file.
    fileName: cleanText().pipe(z.string().trim().max(200)).default(''),
    fileType: z.string().max(100).default(''),
    fileData: fileData.default(''),
  })
  .refine((value) => value.fromCurrency !== value.toCurrency, {
    message: 'Pick two different currencies',
    path: ['toCurrency'],
  })
  .refine((value) => !value.fileData || (value.fileName && /^(application\/pdf|image\/)/.test(value.fileType)), {
    message: 'Attach a PDF or an image',
    path: ['fileType'],
  });
export type ForexRequest = z.infer<typeof forexRequestSchema>;

export const contactMessageSchema = z.object({
  name: requiredText('Name'),
  email,
  // Optional: a visitor who would rather be called back gives a number; an empty field is no number.
  phone: blankAsMissing(phone),
  message: requiredText('Message', 5000, { multiline: true }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const SUBMISSION_KINDS = ['visa', 'passport', 'forex', 'contact'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const submissionSchemas = {
  visa: visaApplicationSchema,
  passport: passportRegistrationSchema,
  forex: forexRequestSchema,
  contact: contactMessageSchema,
} as const;

/** What the proxy answers when it stored the request (`result` is read by the spec's client); a refusal is the one error shape. */
export const submissionAnswerSchema = z.object({ result: z.literal('success'), id: z.string() });
export type SubmissionAnswer = z.infer<typeof submissionAnswerSchema>;

export { MAX_BASE64_CHARS };

/** The client's `Idempotency-Key` header: one per form fill, so a double submit stores one row. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'The Idempotency-Key header must be 8 to 128 letters, digits or - _ . :');

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One stored request as the operators' admin API shows it (the attachment is downloaded separately). */
export const submissionRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
  attachment: z.object({ fileName: z.string(), fileType: z.string(), size: z.number() }).nullable(),
  delivery: z.object({
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number(),
    nextAttemptAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    lastError: z.string().nullable(),
  }),
});
export type SubmissionRecord = z.infer<typeof submissionRecordSchema>;
