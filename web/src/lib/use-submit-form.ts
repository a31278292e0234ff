import { startTransition, useActionState, useCallback, useRef, useState, type RefObject } from 'react';
import type { input } from 'zod/v4/core';
import { submissionAnswerSchema, type SubmissionKind, type submissionSchemas } from '#shared/schemas/submissions';
import { api } from './api';
import type { FormStatusLine, StatusLink } from '../components/form-status';
import type { UploadFields } from './read-attachment';
import { ApiClientError, readAnswer } from './api-client';
import { renewTurnstile, turnstileHeaders } from './turnstile';
import { useIdempotencyKey } from './use-idempotency-key';

/** The request a kind of form sends, typed from its shared schema. */
export type SubmissionBody<K extends SubmissionKind> = input<(typeof submissionSchemas)[K]>;
/**
 * A request as a form holds it: each text field a plain string (a select's value is checked against the
 * schema's list by the worker, like every other field).
 */
export type FormBody<K extends SubmissionKind> = {
  [P in keyof SubmissionBody<K>]: SubmissionBody<K>[P] extends string | undefined ? string : SubmissionBody<K>[P];
};
/**
 * What a submit sends: the request as JSON, or an upload form's typed fields with the file as the last
 * fields (multipart/form-data, what the visa and passport forms send).
 */
export type SubmissionPayload<K extends SubmissionKind> =
  { json: FormBody<K> } | { form: Record<string, string> & UploadFields };
/** The names of a request's fields. */
export type FieldName<K extends SubmissionKind> = keyof SubmissionBody<K> & string;
/** What the visitor typed, one text per field (the attachment and any number are added when sending). */
export type FormValues<K extends SubmissionKind, F extends FieldName<K> = FieldName<K>> = Record<F, string>;
export type FieldErrors<K extends SubmissionKind> = Partial<Record<FieldName<K>, string>>;

/** What became of a submit: stored (with its reference), refused by the server, or never answered. */
export type SubmitOutcome<K extends SubmissionKind> =
  | { ok: true; id: string }
  | { ok: false; reason: 'rejected'; message: string; fields: FieldErrors<K> }
  | { ok: false; reason: 'network' };

/** A line under the form; `alert` also shows it in a window.alert (the spec's wording for some forms). */
export type FormMessage = { text: string; detail?: string; link?: StatusLink; alert?: boolean };
export type FormStatus = FormStatusLine;

type Options<K extends SubmissionKind, F extends FieldName<K>> = {
  initial: FormValues<K, F>;
  messages: {
    success: (id: string) => FormMessage;
    rejected: (message: string) => FormMessage;
    network: FormMessage;
  };
  /** Clear the fields after a stored request (the form stays on screen for another one). */
  resetOnSuccess?: boolean;
  /** After a stored request, e.g. go to the success screen or clear what lives outside `values`. */
  onSuccess?: (id: string) => void;
};

/** POST /api/proxy/{kind} with the form fill's Idempotency-Key; never throws. */
export async function sendSubmission<K extends SubmissionKind>(
  kind: K,
  payload: SubmissionPayload<K>,
  idempotencyKey: string,
): Promise<SubmitOutcome<K>> {
  // Offline: say so at once instead of waiting for the browser to give up.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { ok: false, reason: 'network' };
  // Each kind has its own typed route; indexed by a generic kind, the client's types cannot pick one (nor
  // do they know the upload routes' multipart form, which the worker reads before its JSON validator).
  const post = api.proxy[kind].$post as (
    args: SubmissionPayload<K>,
    options: { headers: Record<string, string> },
  ) => Promise<Response>;
  const path = `/api/proxy/${kind}`;
  try {
    const headers = { 'Idempotency-Key': idempotencyKey, ...turnstileHeaders(path) };
    const answer = await readAnswer(
      () => post(payload, { headers }).finally(() => renewTurnstile(path)),
      submissionAnswerSchema,
    );
    return { ok: true, id: answer.id };
  } catch (error) {
    if (error instanceof ApiClientError && error.status > 0) {
      return { ok: false, reason: 'rejected', message: error.message, fields: (error.fields ?? {}) as FieldErrors<K> };
    }
    return { ok: false, reason: 'network' };
  }
}

export type SubmitForm<K extends SubmissionKind, F extends FieldName<K>> = {
  values: FormValues<K, F>;
  /** A field was edited: its error goes, and the next submit is a new request (a new Idempotency-Key). */
  change: (name: F, value: string) => void;
  /** Something outside `values` was edited (a file, a currency): clears those fields' errors, new key. */
  edited: (...names: FieldName<K>[]) => void;
  errors: FieldErrors<K>;
  setFieldError: (name: FieldName<K>, message: string) => void;
  status: FormStatus;
  /** Show a message without sending (a check the form makes before sending). */
  showStatus: (tone: 'error' | 'success', message: FormMessage) => void;
  submitting: boolean;
  /** The last submit never reached the server (offline or the network failed): `values` are kept. */
  networkFailed: boolean;
  /** Sends what `build` returns; a failure while building (reading the file) counts as a network failure. */
  submit: (build: () => SubmissionPayload<K> | Promise<SubmissionPayload<K>>) => void;
  /** Where focus goes after a failure, so screen readers hear it (attach to a focusable status region). */
  statusRef: RefObject<HTMLDivElement | null>;
};

/**
 * One way to send a form (visa, passport, contact, forex): values, field errors, the submitting state, the
 * status line, the idempotency key, and what a refusal or a network failure does. Submits queue through
 * React's useActionState, so a double tap waits for the first answer instead of racing it. Values are kept
 * on every failure; only a stored request clears them (resetOnSuccess).
 */
export function useSubmitForm<K extends SubmissionKind, F extends FieldName<K>>(
  kind: K,
  options: Options<K, F>,
): SubmitForm<K, F> {
  const { initial, messages, resetOnSuccess, onSuccess } = options;
  const idempotency = useIdempotencyKey();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [status, setStatus] = useState<FormStatus>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const showStatus = useCallback((tone: 'error' | 'success', message: FormMessage) => {
    setStatus({ tone, text: message.text, detail: message.detail, link: message.link });
    if (message.alert) window.alert(message.text);
  }, []);
  /** A failed submit also takes the focus to the status, so it is read out. */
  const showFailure = (message: FormMessage) => {
    showStatus('error', message);
    statusRef.current?.focus();
  };

  const [outcome, dispatch, submitting] = useActionState(
    async (
      _previous: SubmitOutcome<K> | null,
      build: () => SubmissionPayload<K> | Promise<SubmissionPayload<K>>,
    ): Promise<SubmitOutcome<K>> => {
      let result: SubmitOutcome<K>;
      try {
        result = await sendSubmission(kind, await build(), idempotency.current());
      } catch {
        result = { ok: false, reason: 'network' };
      }
      if (result.ok) {
        idempotency.renew();
        if (resetOnSuccess) {
          setValues(initial);
          setErrors({});
        }
        showStatus('success', messages.success(result.id));
        onSuccess?.(result.id);
      } else if (result.reason === 'rejected') {
        setErrors(result.fields);
        showFailure(messages.rejected(result.message));
      } else {
        showFailure(messages.network);
      }
      return result;
    },
    null,
  );

  const edited = (...names: FieldName<K>[]) => {
    setErrors((current) => {
      const next = { ...current };
      for (const name of names) delete next[name];
      return next;
    });
    idempotency.renew();
  };

  return {
    values,
    change: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
      edited(name);
    },
    edited,
    errors,
    setFieldError: (name, message) => setErrors((current) => ({ ...current, [name]: message })),
    status,
    showStatus,
    submitting,
    networkFailed: outcome?.ok === false && outcome.reason === 'network',
    submit: (build) => {
      if (submitting) return;
      setStatus(null);
      startTransition(() => dispatch(build));
    },
    statusRef,
  };
}
