import { useConnectionStatus } from '../connection';
import '../catalog.css';

const TEXT = { online: 'Online', offline: 'Offline', unknown: 'Connecting…' } as const;

/** A small pill: is our package data live, or is the visitor seeing what they loaded earlier? */
export function ConnectionIndicator() {
  const status = useConnectionStatus();
  return (
    <span
      className={`connection connection--${status}`}
      role="status"
      title={status === 'offline' ? 'Showing packages you already opened' : undefined}
    >
      <span className="connection__dot" aria-hidden="true" />
      <span className="connection__text">{TEXT[status]}</span>
    </span>
  );
}
