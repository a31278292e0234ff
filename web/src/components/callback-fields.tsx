import { forms } from '#shared/i18n/en/forms';
import { useId, useRef, useState } from 'react';
import type { LeadRequest } from '#shared/schemas/leads';
import { indianMobile } from '#shared/schemas/mobile';
import { recordLead } from '../lib/record-lead';
import { useTurnstile } from '../lib/turnstile';
import { Field } from './field';
import './callback-fields.css';
import { useT } from '../lib/locale';

type Lead = Exclude<LeadRequest, { kind: 'darshan' }>;
/** A lead as a form describes it: everything but the call-back details, which the hook adds. */
export type LeadDraft = Lead extends infer L ? (L extends Lead ? Omit<L, 'name' | 'mobile'> : never) : never;

/**
 * The optional name and mobile a WhatsApp enquiry form offers, and the hand-off itself: WhatsApp opens first,
 * then the lead is recorded in the background, so a slow or failed record never holds the visitor up.
 */
export function useCallbackContact() {
  const id = useId();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mobileInput = useRef<HTMLInputElement>(null);

  /**
   * Opens WhatsApp (`open`) and records `lead` with the call-back details. A mobile that is given but is not
   * an Indian mobile stops here with its message, so the visitor can fix or clear it.
   */
  const handOff = (open: () => void, lead: LeadDraft) => {
    let checked = '';
    if (mobile.trim()) {
      const parsed = indianMobile.safeParse(mobile);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        mobileInput.current?.focus();
        return;
      }
      checked = parsed.data;
    }
    open();
    recordLead({
      ...lead,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(checked ? { mobile: checked } : {}),
    } as LeadRequest);
  };

  const changeMobile = (value: string) => {
    setMobile(value);
    setError(undefined);
  };
  return { handOff, fields: { id, name, mobile, error, setName, setMobile: changeMobile, mobileInput } };
}

export type CallbackContact = ReturnType<typeof useCallbackContact>;

/** The two optional inputs, with why we ask. */
export function CallbackFields({ contact }: { contact: CallbackContact }) {
  const t = useT(forms);
  const { id, name, mobile, error, setName, setMobile, mobileInput } = contact.fields;
  // With the optional bot check on, the lead record carries its token (lib/turnstile.ts); off, nothing renders.
  const turnstile = useTurnstile();
  return (
    <fieldset className="callback-fields">
      <legend className="callback-fields__legend">
        {t('yourNameMobile')} <span className="callback-fields__optional">{t('optional')}</span>
      </legend>
      <p className="callback-fields__why" id={`${id}-why`}>
        {t('callBack')}
      </p>
      <div className="callback-fields__row">
        <Field id={`${id}-name`} label={t('name')} describedBy={`${id}-why`}>
          {(control) => (
            <input
              {...control}
              value={name}
              autoComplete="name"
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-mobile`} label={t('mobile')} describedBy={`${id}-why`} error={error}>
          {(control) => (
            <input
              {...control}
              ref={mobileInput}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={t('mobileExample')}
              maxLength={20}
              value={mobile}
              onChange={(event) => setMobile(event.target.value)}
            />
          )}
        </Field>
      </div>
      {turnstile && <div className="turnstile" ref={turnstile} />}
    </fieldset>
  );
}
