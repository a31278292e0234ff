import { useEffect, useId, useState } from 'react';
import { ON_OPEN } from '../freshness';
import { Link } from 'react-router-dom';
import { replyTemplatesSchema, type ReplyTemplate } from '#shared/schemas/admin';
import { fieldErrors } from '#shared/schemas/common';
import { usePageTitle } from '../../../lib/use-page-title';
import { getTemplates, saveTemplates, TEMPLATES_KEY } from '../reply-templates';
import { useQuery } from '../../../lib/query';
import { LoadFailed } from './load-failed';

const BLANK: ReplyTemplate = { channel: 'whatsapp', name: '', body: '' };

/** /#/admin/templates: the WhatsApp and email replies offered on each lead's screen, edited as one list. */
export function ReplyTemplatesPage() {
  usePageTitle('Reply templates');
  const id = useId();
  const loaded = useQuery(TEMPLATES_KEY, getTemplates, ON_OPEN);
  const [list, setList] = useState<ReplyTemplate[]>([]);
  const [state, setState] = useState<{ busy: boolean; message?: string; errors?: Record<string, string> }>({
    busy: false,
  });
  useEffect(() => setList(loaded.data?.data ?? []), [loaded.data]);

  const change = (index: number, patch: Partial<ReplyTemplate>) =>
    setList((current) => current.map((template, at) => (at === index ? { ...template, ...patch } : template)));

  const save = async () => {
    const parsed = replyTemplatesSchema.safeParse({ data: list });
    if (!parsed.success) return setState({ busy: false, errors: fieldErrors(parsed.error) });
    setState({ busy: true });
    try {
      // Each lead's screen reads the same answer: it offers the saved list at once.
      loaded.refresh(await saveTemplates(parsed.data.data));
      setState({ busy: false, message: 'Saved. Each lead’s screen offers these now.' });
    } catch (error) {
      setState({ busy: false, message: (error as Error).message });
    }
  };

  if (loaded.status === 'error' && !loaded.data)
    return <LoadFailed message="Could not load the templates." onRetry={loaded.retry} />;
  return (
    <div className="admin-page">
      <Link className="admin-back" to="/admin">
        ← Inbox
      </Link>
      <h1 className="admin-page__title">Reply templates</h1>
      <p className="admin-muted">
        Placeholders: {'{name}'} (first name), {'{reference}'}, {'{package}'}, {'{date}'}, {'{amount}'}.
      </p>
      {list.map((template, index) => (
        <fieldset key={index} className="panel lead-section reply-template">
          <legend className="lead-section__title">Template {index + 1}</legend>
          <label className="field__label" htmlFor={`${id}-${index}-name`}>
            Name
          </label>
          <input
            id={`${id}-${index}-name`}
            className="field__input"
            value={template.name}
            maxLength={60}
            onChange={(event) => change(index, { name: event.target.value })}
          />
          <label className="field__label" htmlFor={`${id}-${index}-channel`}>
            Sent by
          </label>
          <select
            id={`${id}-${index}-channel`}
            className="field__input"
            value={template.channel}
            onChange={(event) => change(index, { channel: event.target.value as ReplyTemplate['channel'] })}
          >
            <option value="whatsapp">WhatsApp</option>
            <option value="email">Email</option>
          </select>
          <label className="field__label" htmlFor={`${id}-${index}-body`}>
            Message
          </label>
          <textarea
            id={`${id}-${index}-body`}
            className="field__input"
            rows={4}
            value={template.body}
            onChange={(event) => change(index, { body: event.target.value })}
          />
          {state.errors?.[`data.${index}.name`] || state.errors?.[`data.${index}.body`] ? (
            <p className="field__error">{state.errors[`data.${index}.name`] ?? state.errors[`data.${index}.body`]}</p>
          ) : null}
          <button
            type="button"
            className="link-button"
            onClick={() => setList((current) => current.filter((_, at) => at !== index))}
          >
            Remove
          </button>
        </fieldset>
      ))}
      <div className="admin-page__actions">
        <button
          type="button"
          className="button button--secondary admin-button"
          onClick={() => setList((current) => [...current, BLANK])}
        >
          Add a template
        </button>
        <button
          type="button"
          className="button button--primary admin-button"
          disabled={state.busy}
          onClick={() => void save()}
        >
          {state.busy ? 'Saving…' : 'Save templates'}
        </button>
      </div>
      {state.message ? (
        <p className="form-message" role="status">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
