import { INDIA_OFFSET_MS } from '#shared/dates';
import type { ExportRow } from './inbox';
import { spreadsheetCell } from '#shared/spreadsheet-cell';
import { errorField, log } from '../../log';

// The inbox as a spreadsheet: UTF-8 with a BOM (so Excel shows ₹ and Tamil names), one row per request,
// times in India time as a spreadsheet reads them ('2026-11-24 14:30').

const COLUMNS = [
  'Reference',
  'Kind',
  'Received (IST)',
  'Status',
  'Assigned to',
  'Follow-up (IST)',
  'First action (IST)',
  'Name',
  'Phone',
  'Email',
  'Summary',
  'Details',
  'Attachment',
  'Delivery',
  'Notes',
] as const;

/** An ISO instant as India's date and time, '2026-11-24 14:30'; blank for none. */
export function istTime(iso: string | null): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** One CSV cell, never run as a formula (spreadsheetCell); quotes doubled and the cell quoted when needed. */
export function csvCell(value: unknown): string {
  const text = spreadsheetCell(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

function detailsOf(data: Record<string, unknown>) {
  return Object.entries(data)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('; ');
}

export function csvRow(item: ExportRow): string {
  return csvLine([
    item.id,
    item.kind,
    istTime(item.createdAt),
    item.status,
    item.assignee ?? '',
    istTime(item.followUpAt),
    istTime(item.firstActionAt),
    item.name,
    item.phone,
    item.email,
    item.summary,
    detailsOf(item.data),
    item.attachment?.fileName ?? '',
    item.delivery?.status ?? '',
    item.notes.join(' | '),
  ]);
}

/** The last line of an export that could not be finished: the headers are sent by then, so it says so in the file. */
export const EXPORT_FAILED_ROW =
  'EXPORT FAILED: the export stopped before the end. Download it again or narrow the filter.';

/**
 * A byte stream of the CSV: the BOM and header first, then each row as the source yields it. A failure while
 * reading ends the file with EXPORT_FAILED_ROW and logs an error, so a short file never passes for a whole one.
 */
export function csvStream(rows: AsyncIterable<ExportRow>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine([...COLUMNS])}`));
        return;
      }
      // A chunk of rows per pull keeps the stream moving without holding the whole export.
      let chunk = '';
      try {
        for (let count = 0; count < 200; count++) {
          const next = await iterator.next();
          if (next.done) {
            if (chunk) controller.enqueue(encoder.encode(chunk));
            controller.close();
            return;
          }
          chunk += csvRow(next.value);
        }
      } catch (error) {
        log('error', 'admin.export_failed', { error: errorField(error) });
        controller.enqueue(encoder.encode(`${chunk}${csvLine([EXPORT_FAILED_ROW])}`));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
