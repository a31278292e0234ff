/** A stored file as a download: its real type, a safe file name, never cached or rendered in place. */
export function attachmentResponse(file: { body: ReadableStream; size: number; fileName: string; fileType: string }) {
  const ascii = file.fileName.replace(/[^\w.\- ]+/g, '_').slice(0, 100) || 'attachment';
  return new Response(file.body, {
    headers: {
      'Content-Type': file.fileType,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
