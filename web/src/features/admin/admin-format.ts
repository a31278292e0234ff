import { WORK_STATUSES, type ActivityEntry, type InboxKind, type WorkStatus } from '#shared/schemas/admin';

// The console's words for what the API sends as codes, and its one way of writing times (India time).

export const KIND_LABELS: Record<InboxKind, string> = {
  visa: 'Visa',
  passport: 'Passport',
  forex: 'Forex',
  contact: 'Contact',
  train: 'Train',
  flight: 'Flight',
  bus: 'Bus',
  hotel: 'Hotel',
  car: 'Car rental',
  package: 'Package',
};

export const STATUS_LABELS: Record<WorkStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  spam: 'Spam',
};

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const today = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** '24 Nov 2026, 3:05 pm', or 'Today, 3:05 pm'. */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dayKey.format(date) === dayKey.format(now) ? `Today, ${today.format(date)}` : when.format(date);
}

/** India's day (YYYY-MM-DD) at `at`, `days` days later (negative: earlier). */
export function indiaDay(at: Date, days = 0): string {
  return dayKey.format(new Date(at.getTime() + days * 86_400_000));
}

/** The quick filters' day ranges in India's days: today, yesterday, and this week from Monday. */
export function quickRanges(now = new Date()): Record<'today' | 'yesterday' | 'week', { from: string; to: string }> {
  const today = indiaDay(now);
  // Monday is day 1; Sunday (0) belongs to the week that began six days before.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return {
    today: { from: today, to: today },
    yesterday: { from: indiaDay(now, -1), to: indiaDay(now, -1) },
    week: { from: indiaDay(now, -((weekday + 6) % 7)), to: today },
  };
}

/** How long from arrival to the first action: '12 min', '3 h 5 min', '2 days'. */
export function formatDuration(fromIso: string, toIso: string): string {
  return formatMinutes(Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000)));
}

/** Whole minutes as '12 min', '3 h 5 min', '2 days'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.round(minutes / 1440)} days`;
}

/** Where a follow-up stands: overdue (past, still open), due today (India's day), or later. */
export function followUpState(followUpAt: string | null, status: WorkStatus, now = new Date()) {
  if (!followUpAt) return null;
  const open = status === 'new' || status === 'in_progress';
  if (open && Date.parse(followUpAt) < now.getTime()) return 'overdue' as const;
  return dayKey.format(new Date(followUpAt)) === dayKey.format(now) ? ('today' as const) : ('later' as const);
}

/** A field name as a label: 'passportNumber' → 'Passport number'. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Bytes as '1.2 MB' / '320 KB'. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** An activity line as the operator reads it: status codes ('in_progress') become their labels. */
export function activityText(entry: ActivityEntry): string {
  const by = entry.sessionId ? ` · by ${entry.sessionId}` : '';
  if (entry.action !== 'status') return `${entry.detail}${by}`;
  const labelled = entry.detail.replace(/\b[a-z_]+\b/g, (word) =>
    (WORK_STATUSES as readonly string[]).includes(word) ? STATUS_LABELS[word as WorkStatus] : word,
  );
  return `Status: ${labelled}${by}`;
}
