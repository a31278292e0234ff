import { packages } from '#shared/i18n/en/packages';
import { useT } from '../../../lib/locale';
/**
 * Laid over a skeleton whose data did not come (a failed or too slow answer): the page keeps its shape, and the
 * visitor can ask again.
 */
export function LoadFailed({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const t = useT(packages);
  return (
    <div className="load-failed" role="alert">
      <p className="load-failed__text">{text ?? t('loadFailed')}</p>
      <button type="button" className="button button--primary load-failed__retry" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
