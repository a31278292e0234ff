import { ApiError } from './http-error';

// A streaming reader for the upload forms' multipart/form-data: the text fields are read (a few KB), and
// the file, which must be the last part, is handed on as a stream, so a 5 MB upload is never held whole in
// memory. (The maintained multipart parsers buffer every part; this reads only what our forms send.)

export type MultipartUpload = {
  fields: Record<string, string>;
  file: { field: string; fileName: string; contentType: string; body: ReadableStream<Uint8Array> } | null;
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const CRLF = encoder.encode('\r\n');
const HEADER_END = encoder.encode('\r\n\r\n');
const MAX_PART_HEADER_BYTES = 8 * 1024;
const CHUNK_BYTES = 64 * 1024;

const malformed = (why: string) => new ApiError(400, 'malformed_form', `The form could not be read: ${why}.`);

/** The boundary of a multipart/form-data Content-Type, or null for any other type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2])! : null;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0]!;
  for (
    let at = haystack.indexOf(first, from);
    at !== -1 && at <= haystack.length - needle.length;
    at = haystack.indexOf(first, at + 1)
  ) {
    let index = 1;
    while (index < needle.length && haystack[at + index] === needle[index]) index++;
    if (index === needle.length) return at;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** Bytes of the body read so far but not yet consumed, and more on demand. */
class BodyReader {
  buffered: Uint8Array = new Uint8Array(0);
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** Reads one more chunk into the buffer (copying what is buffered: keep it small); false at the end of the body. */
  async more(): Promise<boolean> {
    const { done, value } = await this.reader.read();
    if (done) return false;
    this.buffered = concat(this.buffered, value);
    return true;
  }

  /** Everything up to `needle` (which is consumed), reading at most `limit` bytes ahead. */
  async until(needle: Uint8Array, limit: number, what: string): Promise<Uint8Array> {
    for (let from = 0; ;) {
      const at = indexOf(this.buffered, needle, from);
      if (at !== -1) {
        const before = this.buffered.subarray(0, at);
        this.buffered = this.buffered.subarray(at + needle.length);
        return before;
      }
      if (this.buffered.length > limit) throw malformed(`${what} is too long`);
      from = Math.max(0, this.buffered.length - needle.length + 1);
      if (!(await this.more())) throw malformed('it ends too early');
    }
  }

  /** The next `count` bytes (consumed). */
  async take(count: number): Promise<Uint8Array> {
    while (this.buffered.length < count) if (!(await this.more())) throw malformed('it ends too early');
    const taken = this.buffered.subarray(0, count);
    this.buffered = this.buffered.subarray(count);
    return taken;
  }

  cancel() {
    return this.reader.cancel().catch(() => {});
  }
}

function partHeaders(raw: Uint8Array) {
  const headers = new Map<string, string>();
  for (const line of decoder.decode(raw).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  const param = (name: string) =>
    new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition)?.[1]?.replace(/\\(.)/g, '$1');
  const name = param('name');
  if (!/^form-data\s*;/i.test(disposition) || !name) throw malformed('a part has no field name');
  return { name, fileName: param('filename'), contentType: headers.get('content-type') ?? 'application/octet-stream' };
}

/** The file part's content as a stream that ends at the closing delimiter, which must end the form. */
function fileStream(body: BodyReader, delimiter: Uint8Array): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>(
    {
      // Each pull hands on at least one chunk (or ends): a pull that enqueues nothing would stall the reader.
      async pull(controller) {
        while (!finished) {
          const at = indexOf(body.buffered, delimiter);
          if (at !== -1) {
            if (at) controller.enqueue(body.buffered.slice(0, at));
            body.buffered = body.buffered.subarray(at + delimiter.length);
            finished = true;
            const close = await body.take(2).catch(() => null);
            if (!close || close[0] !== 0x2d || close[1] !== 0x2d)
              controller.error(malformed('the file must be the last field'));
            else controller.close();
            await body.cancel(); // whatever follows the closing delimiter is ignored
            return;
          }
          // Keep back what could be the start of the delimiter; hand on the rest in chunks of some size
          // (the network delivers a few KB at a time; each chunk costs a trip through the pipeline).
          const safe = body.buffered.length - delimiter.length + 1;
          if (safe >= CHUNK_BYTES) {
            controller.enqueue(body.buffered.slice(0, safe));
            body.buffered = body.buffered.subarray(safe);
            return;
          }
          if (!(await body.more())) {
            finished = true;
            controller.error(malformed('it ends inside the file'));
          }
        }
      },
      cancel: () => body.cancel(),
    },
    { highWaterMark: 0 },
  );
}

/**
 * Reads a multipart/form-data request: its text fields (at most `maxFieldBytes` together) and the first
 * file part, which must come last, as a stream. Malformed forms are a 400 `malformed_form`.
 */
export async function readMultipartUpload(
  request: Request,
  boundary: string,
  maxFieldBytes: number,
): Promise<MultipartUpload> {
  if (!request.body) throw malformed('it is empty');
  const body = new BodyReader(request.body.getReader());
  const dashBoundary = encoder.encode(`--${boundary}`);
  const delimiter = concat(CRLF, dashBoundary);
  const fields: Record<string, string> = {};
  let fieldBytes = 0;

  await body.until(dashBoundary, maxFieldBytes, 'the preamble');
  for (;;) {
    const after = await body.take(2);
    if (after[0] === 0x2d && after[1] === 0x2d) break; // the closing delimiter: no file part
    if (after[0] !== 0x0d || after[1] !== 0x0a) throw malformed('a delimiter is broken');
    const part = partHeaders(await body.until(HEADER_END, MAX_PART_HEADER_BYTES, 'a part header'));
    if (part.fileName !== undefined) {
      return {
        fields,
        file: {
          field: part.name,
          fileName: part.fileName,
          contentType: part.contentType,
          body: fileStream(body, delimiter),
        },
      };
    }
    const value = await body.until(delimiter, maxFieldBytes - fieldBytes, 'the form');
    fieldBytes += value.length;
    fields[part.name] = decoder.decode(value);
  }
  await body.cancel();
  return { fields, file: null };
}
