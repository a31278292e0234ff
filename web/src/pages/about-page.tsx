import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { addressLine, BUSINESS, membershipList } from '#shared/business';
import { BRAND } from '#shared/constants';
import { layout } from '#shared/i18n/en/layout';
import { about } from '#shared/i18n/en/screens/about';
import { PageHeader } from '../components/page-header';
import { useScreenT, useT } from '../lib/locale';
import './about-page.css';

const PROMISES = ['promise1', 'promise2', 'promise3', 'promise4'] as const;

// The memberships' names (shared/business.ts) as this page's messages have them.
const MEMBERSHIPS = ['iata', 'taai', 'iato', 'tourismMinistry'] as const;
const memberships = new Map<string, (typeof MEMBERSHIPS)[number]>(MEMBERSHIPS.map((key) => [about.en[key], key]));

export const texts = [about];

export default function AboutPage() {
  const t = useScreenT(about);
  const shell = useT(layout);
  return (
    <div className="about container">
      <PageHeader title={t('title')} intro={t('intro', { brand: BRAND.name })} />
      <div className="about__body">
        <section className="panel about__story">
          <h2>{t('story')}</h2>
          <p>{t('story1')}</p>
          <p>{t('story2')}</p>
        </section>
        <section className="about__promises" aria-labelledby="about-promises">
          <h2 id="about-promises">{t('expect')}</h2>
          <ul>
            {PROMISES.map((promise) => (
              <li key={promise} className="panel">
                <h3>{t(promise)}</h3>
                <p>{t(`${promise}Text`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="panel about__company" aria-labelledby="about-company">
          <h2 id="about-company">{t('company')}</h2>
          <dl className="about__facts">
            <dt>{t('registeredName')}</dt>
            <dd>{BUSINESS.legalName}</dd>
            <dt>GSTIN</dt>
            <dd>{BUSINESS.gstin}</dd>
            <dt>{t('registeredOffice')}</dt>
            <dd>{addressLine(BUSINESS)}</dd>
            <dt>{t('since')}</dt>
            <dd>{BUSINESS.foundingYear}</dd>
            {membershipList(BUSINESS).map((entry) => (
              <Fragment key={entry.label}>
                <dt>{t(memberships.get(entry.label) ?? 'iata')}</dt>
                <dd>{entry.number}</dd>
              </Fragment>
            ))}
            <dt>{t('grievanceOfficer')}</dt>
            <dd>
              {BUSINESS.grievanceOfficer.name} ·{' '}
              <a href={`mailto:${BUSINESS.grievanceOfficer.email}`}>{BUSINESS.grievanceOfficer.email}</a> ·{' '}
              <a href={`tel:${BUSINESS.grievanceOfficer.phone.replace(/\s/g, '')}`}>
                {BUSINESS.grievanceOfficer.phone}
              </a>
            </dd>
          </dl>
          <p>
            {t('paymentOnly', { upi: BUSINESS.payment.upiId })} <Link to="/pay-safely">{t('howToPay')}</Link>
          </p>
        </section>
        <section className="panel about__visit">
          <h2>{t('visit')}</h2>
          <p>
            <strong>{t('headOffice')}</strong> {BRAND.headOffice}
            <br />
            <strong>{t('hours')}</strong> {shell('hours')}
            <br />
            <strong>{t('phone')}</strong> {BRAND.phones.join(' · ')}
          </p>
          <Link className="button button--primary" to="/contact">
            {t('sendMessage')}
          </Link>
        </section>
      </div>
    </div>
  );
}
