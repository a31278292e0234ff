import { EXTENSION_OF, type SniffedType } from './services/attachment-sniff';

export type StoredFile = { body: ReadableStream; size: number; fileType: string };

/**
 * A request's file as a download: its real type, named `{reference}.{ext}` of that type (never the visitor's
 * own file name, which could end in .hta or .bat; the console shows that name as text), never cached or
 * rendered in place.
 */
export function attachmentResponse(reference: string, file: StoredFile) {
  return new Response(file.body, {
    headers: {
      'Content-Type': file.fileType,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${downloadName(reference, file.fileType)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export const downloadName = (reference: string, fileType: string) =>
  `${reference}.${EXTENSION_OF[fileType as SniffedType] ?? 'bin'}`;
