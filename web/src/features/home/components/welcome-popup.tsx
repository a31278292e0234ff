import { home } from '#shared/i18n/en/home';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { ModalDialog } from '../../../components/modal-dialog';
import { WELCOME_POPUP_SESSION_KEY } from '../welcome-popup-key';
import type { WelcomeContent, WelcomeContentProps } from './welcome-content';
import { useT } from '../../../lib/locale';

/** How long after the page has loaded the popup waits, so the first screen is seen first. */
const DELAY_AFTER_LOAD_MS = 3000;

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

/**
 * The welcome image (spec §2, §4): once per browser session, a while after the page has loaded (its code and
 * image are only requested then, off the first load). Clicking the image goes to the darshan booking; Escape,
 * the backdrop or the close button close it, and focus goes back where it was.
 */
export function WelcomePopup() {
  const t = useT(home);
  // Open while it holds the popup's content, loaded when it is about to show.
  const [Content, setContent] = useState<ComponentType<WelcomeContentProps> | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (seenThisSession()) return;
    let timer = 0;
    let unmounted = false;
    const show = (module: { WelcomeContent: typeof WelcomeContent }) => {
      if (unmounted || seenThisSession()) return;
      markSeen();
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
      window.clearTimeout(timer);
    };
  }, []);

  const close = () => {
    setContent(null);
    const target = returnFocus.current;
    if (target && target !== document.body && target.isConnected) requestAnimationFrame(() => target.focus());
  };
  const book = () => {
    // The darshan page takes over; focus goes to it, not back to the home page.
    returnFocus.current = null;
    setContent(null);
    navigate('/tirupati-tickets');
  };

  return (
    <ModalDialog open={Content !== null} onClose={close} className="welcome-popup" label={t('welcome')}>
      {Content ? <Content onClose={close} onBook={book} /> : null}
    </ModalDialog>
  );
}
