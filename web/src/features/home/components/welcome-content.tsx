import { home } from '#shared/i18n/en/home';
import { useCallback, useEffect, useRef } from 'react';
import { Icon } from '../../../components/icon';
import './welcome-popup.css';
import { useT } from '../../../lib/locale';

export type WelcomeContentProps = { onClose: () => void; onBook: () => void };

/** While the visitor is busy the popup looks again this often; a key pressed this recently counts as busy. */
export const BUSY_RETRY_MS = 2000;

/** A control that takes typed text (a click target such as a button or checkbox does not). */
function takesText(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(
      element.type,
    );
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * Whether the visitor is busy, so the popup must wait: a dialog, overlay, menu or the chat open, a text field
 * in use, or a key pressed in the last moments (`lastKeyAt`, a Date.now()).
 */
export function visitorIsBusy(lastKeyAt: number): boolean {
  return (
    Date.now() - lastKeyAt < BUSY_RETRY_MS ||
    takesText(document.activeElement) ||
    document.querySelector('dialog[open], [role="dialog"]:not([hidden])') !== null
  );
}

/**
 * What the welcome popup shows: its own module, loaded only when the popup is about to open. A layer that is
 * not modal: it never takes focus, so no keystroke goes astray. Escape, the backdrop and the close button
 * close it (focus goes back where it was if the visitor had moved it inside); the image books darshan.
 */
export function WelcomeContent({ onClose, onBook }: WelcomeContentProps) {
  const t = useT(home);
  const popup = useRef<HTMLDivElement>(null);
  const focusBefore = useRef(document.activeElement);
  const close = useCallback(() => {
    const target = focusBefore.current;
    if (popup.current?.contains(document.activeElement) && target instanceof HTMLElement && target.isConnected)
      requestAnimationFrame(() => target.focus());
    onClose();
  }, [onClose]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <div className="welcome-popup-layer">
      <div className="welcome-popup__backdrop" onClick={close} />
      <div ref={popup} className="welcome-popup" role="dialog" aria-modal="false" aria-label={t('welcome')}>
        <button type="button" className="welcome-popup__close" aria-label={t('close')} onClick={close}>
          <Icon name="close" size={20} strokeWidth={2.4} />
        </button>
        <a
          className="welcome-popup__link"
          href="#/tirupati-tickets"
          onClick={(event) => {
            event.preventDefault();
            onBook();
          }}
        >
          <img
            src="/images/home/welcome-darshan.svg"
            width={480}
            height={600}
            alt={t('welcomeImage')}
            className="welcome-popup__image"
            onError={(event) => event.currentTarget.classList.add('welcome-popup__image--broken')}
          />
        </a>
      </div>
    </div>
  );
}
