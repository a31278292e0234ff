import { useConnectionStatus } from '../connection';
import '../catalog.css';

/**
 * A small pill shown only while the visitor is offline (seeing what they loaded earlier): a pill saying
 * "Connecting…" then "Online" read like a developer's indicator (issue 28).
 */
export function ConnectionIndicator() {
  return useConnectionStatus() === 'offline' ? (
    <span className="connection connection--offline" role="status" title="Showing packages you already opened">
      <span className="connection__dot" aria-hidden="true" />
      <span className="connection__text">Offline</span>
    </span>
  ) : null;
}
