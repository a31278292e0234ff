import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  FOLLOW_UP_FILTERS,
  INBOX_KINDS,
  WORK_STATUSES,
  type FollowUpFilter,
  type InboxItem,
  type InboxKind,
  type WorkStatus,
} from '#shared/schemas/admin';
import { usePageTitle } from '../../../lib/use-page-title';
import { followUpState, formatDuration, formatWhen, KIND_LABELS, quickRanges, STATUS_LABELS } from '../admin-format';
import { getInbox, inboxCsvUrl, NO_FILTERS, type InboxFilters } from '../api/get-inbox';
import { markSpam } from '../api/mark-spam';
import { usePush } from '../push';
import { useQuery } from '../../../lib/query';
import { EVERY } from '../freshness';
import { QueryFailed } from './load-failed';

function filtersFrom(params: URLSearchParams): InboxFilters {
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  return {
    kind: (INBOX_KINDS as readonly string[]).includes(kind) ? (kind as InboxKind) : '',
    status: (WORK_STATUSES as readonly string[]).includes(status) ? (status as WorkStatus) : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
    due: (FOLLOW_UP_FILTERS as readonly string[]).includes(params.get('due') ?? '')
      ? (params.get('due') as FollowUpFilter)
      : '',
    assignee: params.get('assignee') === 'me' ? 'me' : '',
  };
}

/** How often the inbox asks for new items while it is open. */
const POLL_MS = 15_000;

/**
 * The inbox (/#/admin): every request and lead, newest first, with counts per status and filters kept in
 * the address, so the back button from a lead returns to the same view. Spam shows only when asked for.
 */
export function Inbox() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  // The first page is asked again every 15 s (new items without a reload), and when the inbox opens again.
  const page = useQuery(['admin-inbox', JSON.stringify(filters)], () => getInbox(filters), EVERY(POLL_MS));
  const arrivals = useArrivals(page.data?.data);
  usePageTitle(arrivals.count ? `(${arrivals.count}) Inbox` : 'Inbox');
  const [more, setMore] = useState<{ items: InboxItem[]; cursor: string | null; busy: boolean }>({
    items: [],
    cursor: null,
    busy: false,
  });
  const [search, setSearch] = useState(filters.q);
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [bulk, setBulk] = useState<{ busy: boolean; message?: string }>({ busy: false });

  useEffect(() => setMore({ items: [], cursor: page.data?.nextCursor ?? null, busy: false }), [page.data]);
  useEffect(() => setSearch(filters.q), [filters.q]);

  const apply = (changes: Partial<InboxFilters>) => {
    const next = { ...filters, ...changes };
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) if (value) query.set(name, value);
    setParams(query, { replace: true });
  };

  const loadMore = async () => {
    if (!more.cursor) return;
    setMore((current) => ({ ...current, busy: true }));
    try {
      const next = await getInbox(filters, more.cursor);
      setMore((current) => ({ items: [...current.items, ...next.data], cursor: next.nextCursor, busy: false }));
    } catch {
      setMore((current) => ({ ...current, busy: false }));
    }
  };

  const counts = page.data?.counts;
  const openCount = counts ? counts.new + counts.in_progress + counts.done : undefined;
  const items = grouped([...(page.data?.data ?? []), ...more.items]);
  const filtered = Boolean(filters.kind || filters.from || filters.to || filters.q || filters.due || filters.assignee);
  const spamSelected = async () => {
    if (!selected?.size) return;
    setBulk({ busy: true });
    try {
      const updated = await markSpam([...selected]);
      setSelected(null);
      setBulk({ busy: false, message: `${updated} marked as spam.` });
      page.refresh();
    } catch (error) {
      setBulk({ busy: false, message: (error as Error).message });
    }
  };
  const ranges = quickRanges();
  const quick = [
    { label: 'Today', changes: { ...ranges.today, due: '' as const } },
    { label: 'Yesterday', changes: { ...ranges.yesterday, due: '' as const } },
    { label: 'This week', changes: { ...ranges.week, due: '' as const } },
    { label: 'Due today', changes: { from: '', to: '', due: 'today' as const } },
    { label: 'Overdue', changes: { from: '', to: '', due: 'overdue' as const } },
  ];

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Inbox</h1>
          <p className="admin-muted">Requests and WhatsApp enquiries, newest first.</p>
        </div>
        <div className="admin-page__actions">
          <PushButton />
          <Link className="button button--secondary admin-button" to="/admin/templates">
            Reply templates
          </Link>
          <a className="button button--secondary admin-button" href={inboxCsvUrl(filters)} download>
            Export CSV
          </a>
        </div>
      </div>

      {arrivals.count ? (
        <p className="admin-arrivals" role="status">
          <strong>{arrivals.count}</strong> new since you looked.{' '}
          <button type="button" className="link-button" onClick={arrivals.seen}>
            Mark as seen
          </button>
        </p>
      ) : null}
      <label className="admin-sound">
        <input type="checkbox" checked={arrivals.sound} onChange={(event) => arrivals.setSound(event.target.checked)} />{' '}
        Sound for new items
      </label>

      <div className="admin-quick" role="group" aria-label="Quick filters">
        {quick.map(({ label, changes }) => (
          <button
            key={label}
            type="button"
            className="admin-chip"
            aria-pressed={filters.from === changes.from && filters.to === changes.to && filters.due === changes.due}
            onClick={() => apply(changes)}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          className="admin-chip"
          aria-pressed={filters.assignee === 'me'}
          onClick={() => apply({ assignee: filters.assignee === 'me' ? '' : 'me' })}
        >
          Assigned to me
        </button>
      </div>

      <div className="admin-tabs" role="group" aria-label="Status">
        <StatusTab label="Open" count={openCount} active={!filters.status} onClick={() => apply({ status: '' })} />
        {WORK_STATUSES.map((status) => (
          <StatusTab
            key={status}
            label={STATUS_LABELS[status]}
            count={counts?.[status]}
            active={filters.status === status}
            onClick={() => apply({ status })}
          />
        ))}
      </div>

      <form
        className="admin-filters panel"
        role="search"
        aria-label="Filter the inbox"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          apply({ q: search });
        }}
      >
        <div className="field admin-filters__search">
          <label className="field__label" htmlFor={`${id}-q`}>
            Search
          </label>
          <div className="admin-filters__search-row">
            <input
              id={`${id}-q`}
              className="field__input"
              type="search"
              value={search}
              placeholder="Name, phone or reference"
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
            <button type="submit" className="button button--primary admin-button">
              Search
            </button>
          </div>
        </div>
        <div className="field admin-filters__kind">
          <label className="field__label" htmlFor={`${id}-kind`}>
            Kind
          </label>
          <select
            id={`${id}-kind`}
            className="field__input"
            value={filters.kind}
            onChange={(event) => apply({ kind: event.target.value as InboxKind | '' })}
          >
            <option value="">All kinds</option>
            {INBOX_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            From
          </label>
          <input
            id={`${id}-from`}
            className="field__input"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => apply({ from: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            To
          </label>
          <input
            id={`${id}-to`}
            className="field__input"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => apply({ to: event.target.value })}
          />
        </div>
        {filtered ? (
          <button
            type="button"
            className="link-button admin-filters__clear"
            onClick={() => apply({ ...NO_FILTERS, status: filters.status })}
          >
            Clear filters
          </button>
        ) : null}
      </form>

      {page.data && page.data.darshanCount > 0 && !filters.kind ? (
        <p className="admin-note">
          <strong>{page.data.darshanCount}</strong> Tirupati darshan{' '}
          {page.data.darshanCount === 1 ? 'enquiry' : 'enquiries'}
          {filters.from || filters.to ? ' in these dates' : ''}: counted only. They carry Aadhaar numbers, so they go to
          WhatsApp and are not stored.
        </p>
      ) : null}

      <QueryFailed query={page} fallback="Could not load the inbox." />

      {page.status === 'loading' && !page.data ? (
        <ul className="lead-list" aria-busy="true" aria-label="Loading">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className="lead-row lead-row--skeleton skeleton" />
          ))}
        </ul>
      ) : null}

      {page.data && items.length === 0 ? (
        <div className="admin-empty panel">
          <p>
            {filtered || filters.status
              ? 'Nothing matches these filters.'
              : 'No requests or enquiries yet. They appear here the moment a visitor sends one.'}
          </p>
        </div>
      ) : null}

      {items.length ? (
        <div className="admin-bulk" role="group" aria-label="Several at once">
          {selected ? (
            <>
              <span>{selected.size} selected</span>
              <button
                type="button"
                className="button button--secondary admin-button"
                disabled={!selected.size || bulk.busy}
                onClick={() => void spamSelected()}
              >
                {bulk.busy ? 'Saving…' : 'Mark as spam'}
              </button>
              <button type="button" className="link-button" onClick={() => setSelected(null)}>
                Cancel
              </button>
            </>
          ) : (
            <button type="button" className="link-button" onClick={() => setSelected(new Set())}>
              Select several
            </button>
          )}
        </div>
      ) : null}
      {/* Outside the list's bar: marking the last ones as spam empties the list, and the word must stay. */}
      {bulk.message ? (
        <p className="admin-muted" role="status">
          {bulk.message}
        </p>
      ) : null}

      {items.length ? (
        <ul className="lead-list" aria-label="Requests and enquiries" aria-busy={page.status === 'loading'}>
          {items.map(({ item, group }) => (
            <li key={item.id} className={selected ? 'lead-list__pick' : undefined}>
              {selected ? (
                <input
                  type="checkbox"
                  className="lead-list__check"
                  aria-label={`Select ${item.id}`}
                  checked={selected.has(item.id)}
                  onChange={(event) => {
                    const next = new Set(selected);
                    for (const id of [item.id, ...group.map((entry) => entry.id)]) {
                      if (event.target.checked) next.add(id);
                      else next.delete(id);
                    }
                    setSelected(next);
                  }}
                />
              ) : null}
              <LeadRow item={item} group={group} />
              {group.length ? (
                <ul className="lead-list__earlier" aria-label="Earlier from the same mobile">
                  {group.map((earlier) => (
                    <li key={earlier.id}>
                      <Link to={`/admin/leads/${encodeURIComponent(earlier.id)}`}>
                        {KIND_LABELS[earlier.kind]} · {earlier.summary} · {formatWhen(earlier.createdAt)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {more.cursor ? (
        <button
          type="button"
          className="button button--secondary admin-more"
          onClick={() => void loadMore()}
          disabled={more.busy}
        >
          {more.busy ? 'Loading…' : 'Load older'}
        </button>
      ) : null}
    </div>
  );
}

/** Turns Web Push on or off for this browser; says why when it cannot. */
function PushButton() {
  const push = usePush();
  if (push.state === 'unsupported') return null;
  if (push.state === 'denied' || push.state === 'unavailable')
    return (
      <span className="admin-muted">
        {push.state === 'denied' ? 'Notifications are blocked in this browser' : 'Notifications are not set up'}
      </span>
    );
  return (
    <button
      type="button"
      className="button button--secondary admin-button"
      aria-pressed={push.state === 'on'}
      disabled={push.state === 'busy'}
      onClick={() => void (push.state === 'on' ? push.turnOff() : push.turnOn())}
    >
      {push.state === 'on' ? 'Notifications on' : 'Notify me of new leads'}
    </button>
  );
}

function StatusTab({
  label,
  count,
  active,
  onClick,
}: {
  label: string;
  count?: number;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="admin-tab" aria-pressed={active} onClick={onClick}>
      {label}
      <span className="admin-tab__count">{count ?? '–'}</span>
    </button>
  );
}

/**
 * New items without a reload: the first page is asked for again every POLL_MS while the tab is open; items
 * that were not there when the operator last looked are counted (for the tab title) and, if the operator
 * turned it on, a short tone plays.
 */
function useArrivals(items: InboxItem[] | undefined) {
  const known = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);
  const [sound, setSoundState] = useState(() => localStorage.getItem('vt-console-sound') === 'on');

  useEffect(() => {
    if (!items) return;
    if (!known.current) {
      known.current = new Set(items.map((item) => item.id));
      return;
    }
    const added = items.filter((item) => !known.current!.has(item.id) && item.status === 'new');
    if (!added.length) return;
    for (const item of added) known.current.add(item.id);
    setFresh((current) => [...current, ...added.map((item) => item.id)]);
    if (sound) chime();
  }, [items, sound]);

  return {
    count: fresh.length,
    seen: () => setFresh([]),
    sound,
    setSound: (on: boolean) => {
      localStorage.setItem('vt-console-sound', on ? 'on' : 'off');
      setSoundState(on);
      if (on) chime();
    },
  };
}

/** A short two-note tone (Web Audio: no sound file to download). */
function chime() {
  try {
    const audio = new AudioContext();
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, audio.currentTime + index * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + index * 0.15 + 0.3);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + index * 0.15);
      tone.stop(audio.currentTime + index * 0.15 + 0.3);
    }
  } catch {
    // No audio (an old browser, or autoplay refused): the title count still says it.
  }
}

/**
 * Leads from the same mobile within 24 hours: the newest stands for the group and the earlier ones on the
 * same page are folded under it (the worker lists them in `earlier`).
 */
function grouped(items: InboxItem[]): { item: InboxItem; group: InboxItem[] }[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const folded = new Set<string>();
  const rows: { item: InboxItem; group: InboxItem[] }[] = [];
  for (const item of items) {
    if (folded.has(item.id)) continue;
    const group = item.earlier.flatMap((entry) => {
      const earlier = byId.get(entry.id);
      return earlier && !folded.has(entry.id) ? [earlier] : [];
    });
    for (const earlier of group) folded.add(earlier.id);
    rows.push({ item, group });
  }
  return rows;
}

/** One lead as a card on phones and a row on desktops: who, what, when, and where it stands. */
function LeadRow({ item, group = [] }: { item: InboxItem; group?: InboxItem[] }) {
  const due = followUpState(item.followUpAt, item.status);
  return (
    <Link
      className={`lead-row${due === 'overdue' ? ' lead-row--overdue' : ''}`}
      to={`/admin/leads/${encodeURIComponent(item.id)}`}
    >
      <span className="lead-row__top">
        <span className={`admin-kind admin-kind--${item.kind}`}>{KIND_LABELS[item.kind]}</span>
        <StatusPill status={item.status} />
        {due === 'overdue' ? <span className="admin-due admin-due--overdue">Overdue</span> : null}
        {due === 'today' ? <span className="admin-due">Due today</span> : null}
        {item.assignee ? <span className="admin-assignee">{item.assignee}</span> : null}
        <span className="lead-row__when">{formatWhen(item.createdAt)}</span>
      </span>
      <span className="lead-row__who">{item.name || <span className="admin-muted">No name given</span>}</span>
      <span className="lead-row__what">{item.summary}</span>
      <span className="lead-row__meta">
        {item.phone ? <span>{item.phone}</span> : null}
        <span className="lead-row__id">{item.id}</span>
        {item.firstActionAt ? (
          <span>First action after {formatDuration(item.createdAt, item.firstActionAt)}</span>
        ) : (
          <span>Not answered yet</span>
        )}
      </span>
      {group.length ? <span className="lead-row__group">+{group.length} earlier from this mobile (24 h)</span> : null}
    </Link>
  );
}

export function StatusPill({ status }: { status: WorkStatus }) {
  return <span className={`admin-status admin-status--${status}`}>{STATUS_LABELS[status]}</span>;
}
