import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ModalDialog } from '../../../components/modal-dialog';
import { WELCOME_POPUP_SESSION_KEY } from '../welcome-popup-key';
import { Icon } from '../../../components/icon';
import './welcome-popup.css';

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

/** Keeps Tab and Shift+Tab inside the popup while it is open. */
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The welcome image (spec §2, §4): once per browser session, a while after the page has loaded (its image
 * is only requested then). Clicking the image goes to the darshan booking; Escape, the backdrop or the
 * close button close it, and focus goes back where it was.
 */
export function WelcomePopup() {
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (seenThisSession()) return;
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        if (seenThisSession()) return;
        markSeen();
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setOpen(true);
      }, DELAY_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.clearTimeout(timer);
    };
  }, []);

  const close = () => {
    setOpen(false);
    const target = returnFocus.current;
    if (target && target !== document.body && target.isConnected) requestAnimationFrame(() => target.focus());
  };

  return (
    <ModalDialog open={open} onClose={close} className="welcome-popup" label="Welcome">
      <div className="welcome-popup__content" onKeyDown={trapTab}>
        <button type="button" className="welcome-popup__close" aria-label="Close" onClick={close} data-autofocus>
          <Icon name="close" size={20} strokeWidth={2.4} />
        </button>
        <a
          className="welcome-popup__link"
          href="#/tirupati-tickets"
          onClick={(event) => {
            event.preventDefault();
            // The darshan page takes over; focus goes to it, not back to the home page.
            returnFocus.current = null;
            setOpen(false);
            navigate('/tirupati-tickets');
          }}
        >
          <img
            src="/images/home/welcome-darshan.svg"
            width={480}
            height={600}
            alt="Tirupati Darshan: tickets, stay and travel arranged. Book darshan."
            className="welcome-popup__image"
            onError={(event) => event.currentTarget.classList.add('welcome-popup__image--broken')}
          />
        </a>
      </div>
    </ModalDialog>
  );
}
