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

/** Why a chosen file cannot be sent, or null when it can (the worker checks its real type again). */
export function attachmentProblem(file: File): string | null {
  const type = typeOf(file);
  if (type !== 'application/pdf' && !type.startsWith('image/'))
    return 'Please choose a PDF or an image (JPG, PNG, HEIC).';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'The file is larger than 5 MB. Please choose a smaller PDF or photo.';
  if (file.size === 0) return 'The file is empty. Please choose it again.';
  return null;
}

/** A file as the proxies take it: name, type and base64 contents without the data-URL prefix. */
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
