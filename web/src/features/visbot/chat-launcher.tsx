import { layoutLater } from '#shared/i18n/en/layout-later';
import { Suspense, useCallback, useRef, useState } from 'react';
import { Icon } from '../../components/icon';
import './chat-launcher.css';
import { useT } from '../../lib/locale';
import { patientLazy } from '../../lib/patient-lazy';

// Loaded on the first open only: the panel and react-chatbot-kit stay out of every route's first load.
const ChatPanel = patientLazy(() => import('./chat-panel'));

/** The floating chat button on every screen, and the Visbot panel it toggles. */
export function ChatLauncher() {
  const t = useT(layoutLater);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const toggle = () => {
    setLoaded(true);
    setOpen((value) => !value);
  };

  return (
    <>
      {loaded ? (
        <Suspense
          fallback={
            <div className="visbot-panel visbot-panel--loading" role="status">
              {t('chatOpening')}
            </div>
          }
        >
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        className="visbot-launcher"
        aria-label={open ? t('chatClose') : t('chatOpen')}
        aria-expanded={open}
        onClick={toggle}
      >
        {open ? (
          <Icon name="close" size={26} strokeWidth={2.2} />
        ) : (
          <svg
            width="28"
            height="28"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5v-9Z" />
            <path d="M8.5 9.5h.01M12 9.5h.01M15.5 9.5h.01" strokeWidth="2.6" />
          </svg>
        )}
        <span className="visbot-launcher__label" aria-hidden="true">
          Visbot
        </span>
      </button>
    </>
  );
}
