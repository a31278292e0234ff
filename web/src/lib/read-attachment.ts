import { ATTACHMENT_MAX_BYTES } from '#shared/constants';

export type AttachmentFields = { fileName: string; fileType: string; fileData: string };

// Some phones report HEIC photos (and the odd PDF) with an empty type: fall back on the file's extension.
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
  heif: 'image/heif',
};

function typeOf(file: File): string {
  if (file.type) return file.type;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/**
 * Why a chosen file cannot be sent, or null when it can (the worker checks its real type again). In English, as
 * shared/i18n/en/validation.ts has it: a field's error and the form's status line show it in the visitor's language.
 */
export function attachmentProblem(file: File): string | null {
  const type = typeOf(file);
  if (type !== 'application/pdf' && !type.startsWith('image/'))
    return 'Please choose a PDF or an image (JPG, PNG, HEIC).';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'The file is larger than 5 MB. Please choose a smaller PDF or photo.';
  if (file.size === 0) return 'The file is empty. Please choose it again.';
  return null;
}

/**
 * A file as the last fields of an upload form (visa, passport): its size, then the file itself, typed as
 * above. Sent as multipart/form-data, it goes on the wire as it is and the worker streams it to R2
 * (base64 would add a third; see docs/benchmarks.md).
 */
export function uploadFields(file: File): UploadFields {
  return { fileSize: String(file.size), file: new File([file], file.name, { type: typeOf(file) }) };
}
export type UploadFields = { fileSize: string; file: File };

/** A file as the JSON proxies take it (forex): name, type and base64 contents without the data-URL prefix. */
export function readAttachment(file: File): Promise<AttachmentFields> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ fileName: file.name, fileType: typeOf(file), fileData: url.slice(url.indexOf(',') + 1) });
    };
    reader.readAsDataURL(file);
  });
}
