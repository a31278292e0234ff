import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { WELCOME_POPUP_SESSION_KEY } from '../welcome-popup-key';
import type * as WelcomeModule from './welcome-content';
import type { WelcomeContentProps } from './welcome-content';

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
 * image are only requested then, off the first load), and never while the visitor is busy (welcome-content.tsx
 * says when; it looks again every 2 s). Clicking the image goes to the darshan booking.
 */
export function WelcomePopup() {
  // Open while it holds the popup's content, loaded when it is about to show.
  const [Content, setContent] = useState<ComponentType<WelcomeContentProps> | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (seenThisSession()) return;
    let timer = 0;
    let unmounted = false;
    let lastKeyAt = 0;
    const noteKey = () => {
      lastKeyAt = Date.now();
    };
    window.addEventListener('keydown', noteKey, true);
    const show = (module: typeof WelcomeModule) => {
      if (unmounted || seenThisSession()) return;
      if (module.visitorIsBusy(lastKeyAt)) {
        timer = window.setTimeout(() => show(module), module.BUSY_RETRY_MS);
        return;
      }
      markSeen();
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

  const close = useCallback(() => setContent(null), []);
  const book = () => {
    // The darshan page takes over; focus goes to it, not back to the home page.
    setContent(null);
    navigate('/tirupati-tickets');
  };
  return Content ? <Content onClose={close} onBook={book} /> : null;
}
