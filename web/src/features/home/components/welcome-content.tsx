import { home } from '#shared/i18n/en/home';
import { Icon } from '../../../components/icon';
import './welcome-popup.css';
import { useT } from '../../../lib/locale';

export type WelcomeContentProps = { onClose: () => void; onBook: () => void };

/** What the welcome popup shows: its own module, loaded only when the popup is about to open. */
export function WelcomeContent({ onClose, onBook }: WelcomeContentProps) {
  const t = useT(home);
  return (
    <div className="welcome-popup__content">
      <button type="button" className="welcome-popup__close" aria-label={t('close')} onClick={onClose}>
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
  );
}
