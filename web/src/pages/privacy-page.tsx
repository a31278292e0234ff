import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { legal } from '#shared/i18n/en/screens/legal';
import { PageHeader } from '../components/page-header';
import { DeletionRequestForm } from '../features/privacy/deletion-request-form';
import { deletion } from '#shared/i18n/en/screens/deletion';
import { useScreenT } from '../lib/locale';
import './legal-page.css';

// RETENTION_DAYS as the web build was given it (web/vite.config.ts), the same variable the worker's cron reads.
declare const __RETENTION_DAYS__: number | undefined;
const RETENTION = typeof __RETENTION_DAYS__ === 'number' ? __RETENTION_DAYS__ : 180;

/**
 * Each item of personal data we collect: what, why, how long, who receives it (DPDP Act 2023, section 5), as the
 * prefix of its messages (`contactData`, `contactWhy`, …); `kept` when it is not the usual retention.
 */
const ITEMS = [
  { item: 'contact' },
  { item: 'trip' },
  { item: 'passport' },
  { item: 'darshan', kept: 'darshanKept' },
  { item: 'forex' },
  { item: 'chat', kept: 'chatKept' },
  { item: 'network', kept: 'networkKept' },
] as const;

export const texts = [legal, deletion];

/** /privacy: the notice the consent box of every form links to. */
export default function PrivacyPage() {
  const { grievanceOfficer } = BUSINESS;
  const t = useScreenT(legal);
  return (
    <div className="legal-page container">
      <PageHeader title={t('privacyTitle')} intro={t('privacyIntro', { brand: BUSINESS.tradeName })} />
      <div className="legal-page__body">
        <section className="panel" aria-labelledby="privacy-items">
          <h2 id="privacy-items">{t('whatWeCollect')}</h2>
          <table className="legal-page__table">
            <thead>
              <tr>
                <th scope="col">{t('personalData')}</th>
                <th scope="col">{t('why')}</th>
                <th scope="col">{t('howLong')}</th>
                <th scope="col">{t('whoReceives')}</th>
              </tr>
            </thead>
            <tbody>
              {ITEMS.map((entry) => (
                <tr key={entry.item}>
                  <td data-label={t('personalData')}>{t(`${entry.item}Data`)}</td>
                  <td data-label={t('why')}>{t(`${entry.item}Why`)}</td>
                  <td data-label={t('kept')}>{'kept' in entry ? t(entry.kept) : t('keptDays', { days: RETENTION })}</td>
                  <td data-label={t('whoReceives')}>{t(`${entry.item}Who`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('neverSell')}</p>
        </section>
        <section className="panel" aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">{t('withdraw')}</h2>
          <p>{t('withdrawText')}</p>
          <p>
            {t('grievanceOfficer')} {grievanceOfficer.name},{' '}
            <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>, {grievanceOfficer.phone}.{' '}
            {t('answerWithin')}
          </p>
          <p>
            {BUSINESS.legalName}, {BUSINESS.address.street}, {BUSINESS.address.locality} {BUSINESS.address.postalCode} ·{' '}
            <Link to="/pay-safely">{t('paySafely')}</Link>
          </p>
          <DeletionRequestForm />
        </section>
      </div>
    </div>
  );
}
