import { chat } from '#shared/i18n/en/chat';
import { Link } from 'react-router-dom';
import type { ChatLink } from '#shared/schemas/chat';
import { useT } from '../../../lib/locale';

/** The pages a reply names, as buttons under it. Paths only: a reply can never link off the site. */
export function ReplyLinks({ payload, onNavigate }: { payload?: ChatLink[]; onNavigate?: () => void }) {
  const t = useT(chat);
  const links = (payload ?? []).filter((link) => link.path.startsWith('/') && !link.path.startsWith('//'));
  if (!links.length) return null;
  return (
    <ul className="visbot-links" aria-label={t('links')}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path} className="visbot-link" onClick={onNavigate}>
            {link.label}
            <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
