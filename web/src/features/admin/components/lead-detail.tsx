import { useId, useState, type FormEvent } from 'react';
import { ON_OPEN } from '../freshness';
import { Link } from 'react-router-dom';
import { INDIA_OFFSET, INDIA_OFFSET_MS } from '#shared/dates';
import {
  NOTE_MAX,
  WORK_STATUSES,
  leadPatchSchema,
  type InboxDetail,
  type LeadPatch,
  type WorkStatus,
} from '#shared/schemas/admin';
import { FieldError } from '../../../components/field';
import { usePageTitle } from '../../../lib/use-page-title';
import { ApiClientError } from '../../../lib/api-client';
import {
  activityText,
  fieldLabel,
  followUpState,
  formatDuration,
  formatSize,
  formatWhen,
  KIND_LABELS,
  STATUS_LABELS,
} from '../admin-format';
import { attachmentUrl, getLead } from '../api/get-lead';
import { retryDelivery } from '../api/retry-delivery';
import { updateLead } from '../api/update-lead';
import { callUrl, customerWhatsappUrl, mailUrl } from '../customer-links';
import { fillTemplate, getTemplates, TEMPLATES_KEY } from '../reply-templates';
import { whatsappUrl } from '#shared/whatsapp';
import { useQuery } from '../../../lib/query';
import { StatusPill } from './inbox';
import { useConsoleSession } from './session-gate';
import { Icon } from '../../../components/icon';

/** A lead's screen (/#/admin/leads/{id}): everything it holds, one-tap replies, and working it. */
export function LeadDetail({ id }: { id: string }) {
  const lead = useQuery(['admin-lead', id], () => getLead(id), ON_OPEN);
  usePageTitle(`Lead ${id}`);

  if (lead.status === 'error') {
    const failure = lead.error instanceof ApiClientError ? lead.error : undefined;
    return (
      <div className="admin-page">
        <BackLink />
        <div className="form-message form-message--error" role="alert">
          {failure?.status === 404
            ? `There is no request or enquiry with the reference ${id}.`
            : (failure?.message ?? 'Could not load this lead.')}
        </div>
      </div>
    );
  }
  if (!lead.data) {
    return (
      <div className="admin-page" aria-busy="true">
        <BackLink />
        <div className="skeleton lead-detail__placeholder" />
      </div>
    );
  }
  return <LeadScreen item={lead.data} onChange={lead.refresh} onReload={() => lead.refresh()} />;
}

function BackLink() {
  return (
    <Link
      className="admin-back"
      to="/admin"
      onClick={(event) => {
        // Back to the inbox as it was left (its filters live in the address).
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      ← Inbox
    </Link>
  );
}

function LeadScreen({
  item,
  onChange,
  onReload,
}: {
  item: InboxDetail;
  onChange: (item: InboxDetail) => void;
  onReload: () => void;
}) {
  const [busy, setBusy] = useState<WorkStatus | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const patch = async (change: LeadPatch) => {
    setMessage(null);
    const updated = await updateLead(item.id, change);
    onChange(updated);
    return updated;
  };

  const changeStatus = async (status: WorkStatus) => {
    if (status === item.status) return;
    setBusy(status);
    try {
      await patch({ status });
      setMessage({
        kind: 'success',
        text:
          status === 'spam'
            ? 'Marked as spam: hidden from the inbox unless you pick Spam.'
            : `Status: ${STATUS_LABELS[status]}.`,
      });
    } catch (error) {
      if (!(error instanceof ApiClientError && error.status === 401))
        setMessage({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };

  const sent = Object.entries(item.data).filter(
    ([name, value]) => !['kind', 'fileData'].includes(name) && value !== '' && value !== null && value !== undefined,
  );
  // Leads keep the call-back details beside the enquiry: show them with it, once.
  const given = new Set(sent.map(([, value]) => String(value)));
  const contact: [string, string][] = [];
  for (const [name, value] of [
    ['name', item.name],
    ['mobile', item.phone],
    ['email', item.email],
  ] as const) {
    if (value && !given.has(value)) contact.push([name, value]);
  }
  const fields = [...contact, ...sent];

  return (
    <div className="admin-page lead-detail">
      <BackLink />
      <header className="lead-detail__head">
        <div className="lead-detail__badges">
          <span className={`admin-kind admin-kind--${item.kind}`}>{KIND_LABELS[item.kind]}</span>
          <StatusPill status={item.status} />
        </div>
        <h1 className="admin-page__title">{item.name || 'No name given'}</h1>
        <p className="admin-muted lead-detail__sub">
          <span className="lead-row__id">{item.id}</span> · received {formatWhen(item.createdAt)} ·{' '}
          {item.firstActionAt
            ? `first action after ${formatDuration(item.createdAt, item.firstActionAt)}`
            : 'not answered yet'}
        </p>
        <p className="lead-detail__summary">{item.summary}</p>
        {item.earlier.length ? (
          <p className="admin-muted">
            Also from this mobile in the 24 hours before:{' '}
            {item.earlier.map((earlier, index) => (
              <span key={earlier.id}>
                {index ? ', ' : ''}
                <Link to={`/admin/leads/${encodeURIComponent(earlier.id)}`}>
                  {KIND_LABELS[earlier.kind]} ({formatWhen(earlier.createdAt)})
                </Link>
              </span>
            ))}
          </p>
        ) : null}
      </header>

      <div className="lead-actions">
        {item.phone ? (
          <>
            <a className="lead-action" href={callUrl(item.phone)}>
              <Icon name="phone" />
              Call
            </a>
            <a
              className="lead-action lead-action--whatsapp"
              href={customerWhatsappUrl(item.phone, item)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon path="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm-3.5 5.5c.3-.5 1-.5 1.3 0l.8 1.6-1 1.1a6 6 0 0 0 3.2 3.2l1.1-1 1.6.8c.5.3.5 1 0 1.3-2.6 1.8-8.9-4.5-7-7Z" />
              WhatsApp
            </a>
          </>
        ) : null}
        {item.email ? (
          <a className="lead-action" href={mailUrl(item.email, item)}>
            <Icon name="mail" />
            Email
          </a>
        ) : null}
        {!item.phone && !item.email ? (
          <p className="admin-muted lead-actions__none">
            No phone or email was given: reply on the WhatsApp chat the visitor opened, if they sent it.
          </p>
        ) : null}
      </div>

      <div className="lead-detail__layout">
        <div className="lead-detail__main">
          <section className="panel lead-section" aria-labelledby="lead-status">
            <h2 id="lead-status" className="lead-section__title">
              Status
            </h2>
            <div className="admin-segments" role="group" aria-label="Status">
              {WORK_STATUSES.map((status) => (
                <button
                  key={status}
                  type="button"
                  className={`admin-segment admin-segment--${status}`}
                  aria-pressed={item.status === status}
                  disabled={busy !== null}
                  onClick={() => void changeStatus(status)}
                >
                  {busy === status ? 'Saving…' : STATUS_LABELS[status]}
                </button>
              ))}
            </div>
            {message ? (
              <p
                className={`form-message form-message--${message.kind} lead-section__message`}
                role={message.kind === 'error' ? 'alert' : 'status'}
              >
                {message.text}
              </p>
            ) : null}
          </section>

          <Assign item={item} onSave={patch} />
          <FollowUp item={item} onSave={patch} />
          <TemplateReplies item={item} />

          <section className="panel lead-section" aria-labelledby="lead-fields">
            <h2 id="lead-fields" className="lead-section__title">
              What they sent
            </h2>
            <dl className="lead-fields">
              {fields.map(([name, value]) => (
                <div key={name} className="lead-fields__row">
                  <dt>{fieldLabel(name)}</dt>
                  <dd>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
                </div>
              ))}
            </dl>
          </section>

          {item.attachment ? <AttachmentSection id={item.id} attachment={item.attachment} /> : null}
          {item.delivery ? <DeliverySection item={item} onReload={onReload} /> : null}
        </div>

        <div className="lead-detail__side">
          <NotesSection item={item} patch={patch} />
        </div>
      </div>
    </div>
  );
}

function AttachmentSection({ id, attachment }: { id: string; attachment: NonNullable<InboxDetail['attachment']> }) {
  const [preview, setPreview] = useState(false);
  const isImage = /^image\/(jpeg|png|webp|gif)$/.test(attachment.fileType);
  const isPdf = attachment.fileType === 'application/pdf';
  return (
    <section className="panel lead-section" aria-labelledby="lead-attachment">
      <h2 id="lead-attachment" className="lead-section__title">
        Attachment
      </h2>
      <p className="lead-file">
        <span className="lead-file__name">{attachment.fileName}</span>
        <span className="admin-muted">
          {attachment.fileType} · {formatSize(attachment.size)}
        </span>
      </p>
      <div className="lead-file__actions">
        <a className="button button--secondary admin-button" href={attachmentUrl(id)} download={attachment.fileName}>
          Download
        </a>
        {isImage || isPdf ? (
          <button
            type="button"
            className="button button--secondary admin-button"
            aria-expanded={preview}
            onClick={() => setPreview((open) => !open)}
          >
            {preview ? 'Hide preview' : 'Preview'}
          </button>
        ) : null}
      </div>
      {preview && isImage ? (
        <img className="lead-file__preview" src={attachmentUrl(id, true)} alt={`Attachment: ${attachment.fileName}`} />
      ) : null}
      {preview && isPdf ? (
        <iframe
          className="lead-file__preview lead-file__preview--pdf"
          src={attachmentUrl(id, true)}
          title={`Attachment: ${attachment.fileName}`}
        />
      ) : null}
    </section>
  );
}

function DeliverySection({ item, onReload }: { item: InboxDetail; onReload: () => void }) {
  const delivery = item.delivery!;
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const retry = async () => {
    setState({ busy: true, message: null });
    try {
      await retryDelivery(item.id);
      setState({ busy: false, message: 'Queued: the next delivery run (within 5 minutes) sends it again.' });
      onReload();
    } catch (error) {
      setState({ busy: false, message: (error as Error).message });
    }
  };
  const label = {
    pending: 'Waiting to be delivered',
    delivered: 'Delivered to the business webhook',
    failed: 'Delivery failed',
  }[delivery.status];
  return (
    <section className="panel lead-section" aria-labelledby="lead-delivery">
      <h2 id="lead-delivery" className="lead-section__title">
        Delivery to the webhook
      </h2>
      <p className={`lead-delivery lead-delivery--${delivery.status}`}>
        {label}
        {delivery.deliveredAt ? ` · ${formatWhen(delivery.deliveredAt)}` : ''}
        {delivery.status === 'pending' && delivery.nextAttemptAt
          ? ` · next try ${formatWhen(delivery.nextAttemptAt)}`
          : ''}
      </p>
      {item.attempts.length ? (
        <ol className="lead-attempts">
          {item.attempts.map((attempt) => (
            <li key={`${attempt.attempt}-${attempt.at}`}>
              <span>
                Attempt {attempt.attempt} · {formatWhen(attempt.at)}
              </span>
              <span className={attempt.ok ? 'lead-attempts__ok' : 'lead-attempts__failed'}>
                {attempt.ok
                  ? 'Delivered'
                  : [attempt.statusCode ? `HTTP ${attempt.statusCode}` : null, attempt.error]
                      .filter(Boolean)
                      .join(' · ') || 'Failed'}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-muted">No attempt yet.</p>
      )}
      {delivery.status === 'failed' ? (
        <button
          type="button"
          className="button button--primary admin-button"
          onClick={() => void retry()}
          disabled={state.busy}
        >
          {state.busy ? 'Queuing…' : 'Retry delivery'}
        </button>
      ) : null}
      {state.message ? (
        <p className="admin-muted" role="status">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}

function NotesSection({ item, patch }: { item: InboxDetail; patch: (change: LeadPatch) => Promise<InboxDetail> }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadPatchSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a note first');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await patch(parsed.data);
      setNote('');
    } catch (failure) {
      if (!(failure instanceof ApiClientError && failure.status === 401)) setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const activity = [...item.activity].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="panel lead-section" aria-labelledby="lead-notes">
      <h2 id="lead-notes" className="lead-section__title">
        Notes and activity
      </h2>
      <form onSubmit={add} noValidate className="lead-note-form">
        <label className="field__label" htmlFor={`${id}-note`}>
          Add a note
        </label>
        <textarea
          id={`${id}-note`}
          className="field__input"
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          placeholder="Called back, sent the quote…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-note-error` : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
        />
        <FieldError id={`${id}-note`} error={error} />
        <button type="submit" className="button button--primary admin-button" disabled={busy}>
          {busy ? 'Saving…' : 'Add note'}
        </button>
      </form>
      <ol className="lead-activity" aria-label="Activity">
        {activity.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className={`lead-activity__item lead-activity__item--${entry.action}`}>
            <span className="lead-activity__when">{formatWhen(entry.at)}</span>
            <span className="lead-activity__what">{activityText(entry)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A section's save: busy while it runs, the API's message when it fails. */
function useSave<T>(action: (value: T) => Promise<unknown>) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const save = async (value: T) => {
    setState({ busy: true });
    try {
      await action(value);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return [state, save] as const;
}

/** Who works this lead: anyone of the staff (the worker lists them), or nobody yet. */
function Assign({ item, onSave }: { item: InboxDetail; onSave: (change: LeadPatch) => Promise<InboxDetail> }) {
  const id = useId();
  const session = useConsoleSession();
  const people = [...new Set([...(session?.staff ?? []), ...(item.assignee ? [item.assignee] : [])])];
  const [state, save] = useSave((assignee: string | null) => onSave({ assignee }));
  return (
    <section className="panel lead-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lead-section__title">
        Assigned to
      </h2>
      <div className="lead-assign">
        <label className="visually-hidden" htmlFor={`${id}-who`}>
          Assigned to
        </label>
        <select
          id={`${id}-who`}
          className="field__input"
          value={item.assignee ?? ''}
          disabled={state.busy}
          onChange={(event) => void save(event.target.value || null)}
        >
          <option value="">Nobody yet</option>
          {people.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {session && item.assignee !== session.name ? (
          <button
            type="button"
            className="button button--secondary admin-button"
            disabled={state.busy}
            onClick={() => void save(session.name)}
          >
            Assign to me
          </button>
        ) : null}
      </div>
      <FieldError id={`${id}-who`} error={state.error} />
    </section>
  );
}

/** The India time of an ISO instant as a datetime-local value ('2026-11-25T10:30'). */
const indiaLocal = (iso: string) => new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16);

/** When to call the customer back: a date and time (India time), marked due today or overdue in the inbox. */
function FollowUp({ item, onSave }: { item: InboxDetail; onSave: (change: LeadPatch) => Promise<InboxDetail> }) {
  const id = useId();
  const [value, setValue] = useState(item.followUpAt ? indiaLocal(item.followUpAt) : '');
  const due = followUpState(item.followUpAt, item.status);
  const [state, save] = useSave(async (followUpAt: string | null) => {
    await onSave({ followUpAt });
    if (!followUpAt) setValue('');
  });
  return (
    <section className="panel lead-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lead-section__title">
        Follow-up
        {due === 'overdue' ? <span className="admin-due admin-due--overdue">Overdue</span> : null}
        {due === 'today' ? <span className="admin-due">Due today</span> : null}
      </h2>
      <form
        className="lead-follow-up"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (value) void save(`${value}:00${INDIA_OFFSET}`);
        }}
      >
        <label className="field__label" htmlFor={`${id}-at`}>
          Call back on (India time)
        </label>
        <input
          id={`${id}-at`}
          className="field__input"
          type="datetime-local"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className="lead-follow-up__actions">
          <button type="submit" className="button button--primary admin-button" disabled={state.busy || !value}>
            {state.busy ? 'Saving…' : 'Set follow-up'}
          </button>
          {item.followUpAt ? (
            <button type="button" className="link-button" disabled={state.busy} onClick={() => void save(null)}>
              Clear
            </button>
          ) : null}
        </div>
        <FieldError id={`${id}-at`} error={state.error} />
      </form>
    </section>
  );
}

/** The console's reply templates, filled for this lead: one tap opens WhatsApp or the mail app with the text. */
function TemplateReplies({ item }: { item: InboxDetail }) {
  const templates = useQuery(TEMPLATES_KEY, getTemplates, ON_OPEN);
  const usable = (templates.data?.data ?? []).filter((template) =>
    template.channel === 'whatsapp' ? item.phone : item.email,
  );
  if (!usable.length) return null;
  return (
    <section className="panel lead-section" aria-label="Reply with a template">
      <h2 className="lead-section__title">Reply with a template</h2>
      <div className="lead-templates">
        {usable.map((template) => {
          const body = fillTemplate(template.body, item);
          const href =
            template.channel === 'whatsapp'
              ? whatsappUrl(item.phone!, body)
              : `${mailUrl(item.email!, item)}&body=${encodeURIComponent(body)}`;
          return (
            <a
              key={`${template.channel}-${template.name}`}
              className="lead-action"
              href={href}
              target={template.channel === 'whatsapp' ? '_blank' : undefined}
              rel="noopener noreferrer"
            >
              {template.channel === 'whatsapp' ? 'WhatsApp' : 'Email'}: {template.name}
            </a>
          );
        })}
      </div>
    </section>
  );
}
