import { useLocation, useNavigate } from 'react-router-dom';
import { documents } from '#shared/i18n/en/screens/documents';
import { useScreenT } from '../../../lib/locale';
import { usePageTitle } from '../../../lib/use-page-title';
import { Icon } from '../../../components/icon';
import '../submissions.css';

/** The screen after a visa or passport submit (spec §2): the reference, when we have it, then Done → home. */
export function SuccessCard() {
  const navigate = useNavigate();
  const reference = (useLocation().state as { reference?: unknown } | null)?.reference;
  const t = useScreenT(documents);
  usePageTitle(t('successTitle'));
  return (
    <section className="success-card panel" aria-labelledby="submission-success-title">
      <span className="success-card__badge" aria-hidden="true">
        <Icon name="check" size={40} strokeWidth={2.2} />
      </span>
      <h1 id="submission-success-title">{t('successTitle')}</h1>
      <p>{t('successThanks')}</p>
      {typeof reference === 'string' ? (
        <p className="success-card__reference">
          {t('successReference', { reference })} ·{' '}
          <a href={`#/track?ref=${encodeURIComponent(reference)}`}>{t('trackIt')}</a>
        </p>
      ) : null}
      <p>{t('successNext')}</p>
      <button type="button" className="button button--primary" onClick={() => navigate('/')}>
        {t('done')}
      </button>
    </section>
  );
}
