import { home } from '#shared/i18n/en/home';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { WELCOME_POPUP_SESSION_KEY } from '../welcome-popup-key';
import type { WelcomeContent, WelcomeContentProps } from './welcome-content';
import { useT } from '../../../lib/locale';

/** How long after the page has loaded the popup waits, so the first screen is seen first. */
const DELAY_AFTER_LOAD_MS = 3000;
/** While the visitor is busy it looks again this often; a key pressed this recently counts as busy. */
const BUSY_RETRY_MS = 2000;

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(WELCOME_POPUP_SESSION_KEY) !== null;
  } catch {
    // Storage blocked (private modes, strict settings): never nag.
    return true;
  }
}

function markSeen() {
  try {
    sessionStorage.setItem(WELCOME_POPUP_SESSION_KEY, '1');
  } catch {
    /* storage blocked: nothing to remember */
  }
}

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
 * The welcome image (spec §2, §4): once per browser session, a while after the page has loaded (its code and
 * image are only requested then, off the first load). It waits while the visitor is busy: an overlay, menu,
 * chat or other dialog open, a text field in use or a key pressed in the last moments. It never takes focus,
 * so no keystroke goes astray: Escape, the backdrop or the close button close it, and clicking the image goes
 * to the darshan booking.
 */
export function WelcomePopup() {
  const t = useT(home);
  // Open while it holds the popup's content, loaded when it is about to show.
  const [Content, setContent] = useState<ComponentType<WelcomeContentProps> | null>(null);
  const popup = useRef<HTMLDivElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (seenThisSession()) return;
    let timer = 0;
    let unmounted = false;
    let lastKey = 0;
    const noteKey = () => {
      lastKey = Date.now();
    };
    window.addEventListener('keydown', noteKey, true);
    const busy = () =>
      Date.now() - lastKey < BUSY_RETRY_MS ||
      takesText(document.activeElement) ||
      document.querySelector('dialog[open], [role="dialog"]:not([hidden])') !== null;
    const show = (module: { WelcomeContent: typeof WelcomeContent }) => {
      if (unmounted || seenThisSession()) return;
      if (busy()) {
        timer = window.setTimeout(() => show(module), BUSY_RETRY_MS);
        return;
      }
      markSeen();
      focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setContent(() => module.WelcomeContent);
    };
    const schedule = () => {
      // Its code failing to arrive (offline before the service worker had it) leaves the page as it is.
      timer = window.setTimeout(() => import('./welcome-content').then(show, () => undefined), DELAY_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      unmounted = true;
      window.removeEventListener('load', schedule);
      window.removeEventListener('keydown', noteKey, true);
      window.clearTimeout(timer);
    };
  }, []);

  const close = useCallback(() => {
    // Focus moves only if the visitor had moved it into the popup: back to where it was.
    const inside = popup.current?.contains(document.activeElement);
    setContent(null);
    const target = focusBefore.current;
    if (inside && target && target !== document.body && target.isConnected) requestAnimationFrame(() => target.focus());
  }, []);
  const book = () => {
    // The darshan page takes over; focus goes to it, not back to the home page.
    focusBefore.current = null;
    setContent(null);
    navigate('/tirupati-tickets');
  };

  useEffect(() => {
    if (!Content) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [Content, close]);

  if (!Content) return null;
  return (
    <div className="welcome-popup-layer">
      <div className="welcome-popup__backdrop" onClick={close} />
      <div ref={popup} className="welcome-popup" role="dialog" aria-modal="false" aria-label={t('welcome')}>
        <Content onClose={close} onBook={book} />
      </div>
    </div>
  );
}
