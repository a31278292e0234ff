import { ATTACHMENT_MAX_BYTES } from '#shared/constants';
import { base64DecodedBytes } from '#shared/schemas/submissions';
import { ApiError } from '../http-error';

// The real type of an uploaded file, read from its first bytes: a browser's declared type is only a claim.

export type SniffedType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/heic';

/** The file extension each accepted type is served with (the visitor's own name is never used for it). */
export const EXTENSION_OF: Record<SniffedType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

// ISO base media brands that mean HEIC/HEIF still images (what iPhones save by default).
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * A HEIC file opens with its 'ftyp' box: a big-endian size (16 to 4096 bytes, a multiple of 4: major brand,
 * minor version and whole compatible brands), 'ftyp', then a HEIF brand. Every one of those bytes is checked,
 * so text or markup that merely has 'ftypheic' at offset 4 is not taken for a photo.
 */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp' || !HEIF_BRANDS.has(ascii(bytes, 8, 12))) return false;
  const size = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  return size >= 16 && size <= 4096 && size % 4 === 0;
}

/** The type the content really is, or null when it is none of the kinds we accept. */
export function sniffAttachmentType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (isHeic(bytes)) return 'image/heic';
  return null;
}

/**
 * Whether the declared type tells the truth: a PDF must be declared as a PDF and an image as an image
 * (browsers differ on image subtypes, e.g. image/jpg or image/heif, so any image subtype is accepted).
 */
export function declaredTypeMatches(declared: string, actual: SniffedType): boolean {
  const type = declared.toLowerCase();
  return actual === 'application/pdf' ? type === 'application/pdf' : type.startsWith('image/');
}

/** Bytes of a base64 text (without the data-URL prefix), or null when it does not decode. */
export function decodeBase64(data: string): Uint8Array | null {
  try {
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

/** A file over the size limit: 413, whichever way it was sent. */
export function fileTooLarge(): ApiError {
  return new ApiError(413, 'file_too_large', 'The file is larger than 5 MB. Please attach a smaller PDF or photo.', {
    fileData: 'The file is larger than 5 MB',
  });
}

/**
 * The real type of a file from its first bytes: content that is not a PDF or an image, or not what its
 * declared type says, is a 400.
 */
export function checkedType(head: Uint8Array, declaredType: string): SniffedType {
  const actual = sniffAttachmentType(head);
  if (!actual) {
    throw new ApiError(400, 'unsupported_file', 'Please attach a PDF or an image (JPEG, PNG, WebP, GIF or HEIC).', {
      fileData: 'Attach a PDF or an image',
    });
  }
  if (!declaredTypeMatches(declaredType, actual)) {
    throw new ApiError(
      400,
      'file_type_mismatch',
      "The file's contents do not match its type. Please attach a real PDF or image.",
      {
        fileType: 'The file is not what its type says',
      },
    );
  }
  return actual;
}

/**
 * The checked attachment of a submission: nothing when none was sent, otherwise its bytes and real type.
 * Over the size limit is a 413; content that is not a PDF or an image, or not what it claims, is a 400.
 */
export function checkedAttachment(fields: { fileName?: string; fileType?: string; fileData?: string }) {
  const data = fields.fileData ?? '';
  if (!data) return null;
  if (base64DecodedBytes(data) > ATTACHMENT_MAX_BYTES) throw fileTooLarge();
  const bytes = decodeBase64(data);
  if (!bytes)
    throw new ApiError(400, 'invalid_file', 'The file could not be read. Please attach it again.', {
      fileData: 'The file is not valid base64',
    });
  return {
    bytes,
    fileType: checkedType(bytes, fields.fileType ?? ''),
    fileName: (fields.fileName ?? '').trim() || 'attachment',
  };
}
