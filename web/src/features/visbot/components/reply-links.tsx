import { Link } from 'react-router-dom';
import type { ChatLink } from '#shared/schemas/chat';

/** The pages a reply names, as buttons under it. Paths only: a reply can never link off the site. */
export function ReplyLinks({ payload, onNavigate }: { payload?: ChatLink[]; onNavigate?: () => void }) {
  const links = (payload ?? []).filter((link) => link.path.startsWith('/') && !link.path.startsWith('//'));
  if (!links.length) return null;
  return (
    <ul className="visbot-links" aria-label="Links">
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
