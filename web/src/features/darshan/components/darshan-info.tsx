import { darshan } from '#shared/i18n/en/darshan';
import '../darshan.css';
import { useT } from '../../../lib/locale';

/** What a pilgrim should know before sending the form: shown beside it. */
export function DarshanInfo() {
  const t = useT(darshan);
  return (
    <aside className="darshan-info panel" aria-labelledby="darshan-info-title">
      <h2 id="darshan-info-title">{t('beforeTitle')}</h2>
      <ul>
        <li>{t('before1', { fee: 300 })}</li>
        <li>{t('before2')}</li>
        <li>{t('before3')}</li>
        <li>{t('before4')}</li>
      </ul>
    </aside>
  );
}
