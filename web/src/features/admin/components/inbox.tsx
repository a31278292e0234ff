import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { INBOX_KINDS, WORK_STATUSES, type InboxItem, type InboxKind, type WorkStatus } from '#shared/schemas/admin';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatWhen, KIND_LABELS, STATUS_LABELS } from '../admin-format';
import { AdminError } from '../admin-client';
import { getInbox, inboxCsvUrl, NO_FILTERS, type InboxFilters } from '../api/get-inbox';
import { useAdminLoad } from '../use-admin-load';
import { LoadFailed } from './load-failed';

function filtersFrom(params: URLSearchParams): InboxFilters {
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  return {
    kind: (INBOX_KINDS as readonly string[]).includes(kind) ? (kind as InboxKind) : '',
    status: (WORK_STATUSES as readonly string[]).includes(status) ? (status as WorkStatus) : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
  };
}

/**
 * The inbox (/#/admin): every request and lead, newest first, with counts per status and filters kept in
 * the address, so the back button from a lead returns to the same view. Spam shows only when asked for.
 */
export function Inbox() {
  usePageTitle('Inbox');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const key = JSON.stringify(filters);
  const page = useAdminLoad((signal) => getInbox(filters, undefined, signal), key);
  const [more, setMore] = useState<{ items: InboxItem[]; cursor: string | null; busy: boolean }>({
    items: [],
    cursor: null,
    busy: false,
  });
  const [search, setSearch] = useState(filters.q);

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
  const items = [...(page.data?.data ?? []), ...more.items];
  const filtered = Boolean(filters.kind || filters.from || filters.to || filters.q);

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Inbox</h1>
          <p className="admin-muted">Requests and WhatsApp enquiries, newest first.</p>
        </div>
        <a className="button button--secondary admin-button" href={inboxCsvUrl(filters)} download>
          Export CSV
        </a>
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

      {page.status === 'error' && page.error?.status !== 401 ? (
        <LoadFailed
          message={page.error instanceof AdminError ? page.error.message : 'Could not load the inbox.'}
          onRetry={page.reload}
        />
      ) : null}

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
        <ul className="lead-list" aria-label="Requests and enquiries" aria-busy={page.status === 'loading'}>
          {items.map((item) => (
            <li key={item.id}>
              <LeadRow item={item} />
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

/** One lead as a card on phones and a row on desktops: who, what, when, and where it stands. */
function LeadRow({ item }: { item: InboxItem }) {
  return (
    <Link className="lead-row" to={`/admin/leads/${encodeURIComponent(item.id)}`}>
      <span className="lead-row__top">
        <span className={`admin-kind admin-kind--${item.kind}`}>{KIND_LABELS[item.kind]}</span>
        <StatusPill status={item.status} />
        <span className="lead-row__when">{formatWhen(item.createdAt)}</span>
      </span>
      <span className="lead-row__who">{item.name || <span className="admin-muted">No name given</span>}</span>
      <span className="lead-row__what">{item.summary}</span>
      <span className="lead-row__meta">
        {item.phone ? <span>{item.phone}</span> : null}
        <span className="lead-row__id">{item.id}</span>
      </span>
    </Link>
  );
}

export function StatusPill({ status }: { status: WorkStatus }) {
  return <span className={`admin-status admin-status--${status}`}>{STATUS_LABELS[status]}</span>;
}
