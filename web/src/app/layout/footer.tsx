import { Link } from 'react-router-dom';
import { BUSINESS, membershipList } from '#shared/business';
import { BRAND_LISTING } from '#shared/brand-listing';
import { BRAND } from '#shared/constants';
import { layout } from '#shared/i18n/en/layout';
import { layoutLater } from '#shared/i18n/en/layout-later';
import { Icon } from '../../components/icon';
import { useT } from '../../lib/locale';

export function Footer() {
  const t = useT(layoutLater);
  const shell = useT(layout);
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section>
          <h2 className="site-footer__brand">{BRAND.name}</h2>
          <p className="site-footer__tagline">{t('tagline')}</p>
          <p className="site-footer__line">
            <Icon name="pin" size={18} />
            <span>
              <strong>{t('headOffice')}</strong> {BRAND.headOffice}
            </span>
          </p>
          <p className="site-footer__line">
            <Icon name="clock" size={18} />
            <span>{t('hours')}</span>
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('callOrWrite')}
          </h2>
          <ul className="site-footer__list">
            {BRAND.phones.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone.replace(/\s/g, '')}`}>
                  <Icon name="phone" size={16} /> {phone}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${BRAND.email}`}>
                <Icon name="mail" size={16} /> {BRAND.email}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            {t('company')}
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to="/">{shell('navHome')}</Link>
            </li>
            <li>
              <Link to="/about">{t('aboutUs')}</Link>
            </li>
            <li>
              <Link to="/services">{t('services')}</Link>
            </li>
            <li>
              <Link to="/enquiry">{t('enquiry')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('faq')}</Link>
            </li>
            <li>
              <Link to="/contact">{shell('navContact')}</Link>
            </li>
            <li>
              <Link to="/pay-safely">{t('paySafely')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('privacy')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            {t('followUs')}
          </h2>
          <ul className="site-footer__list">
            {BRAND_LISTING.social.map((link) => (
              <li key={link.name}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__legal">
        <p>
          {BUSINESS.legalName} · GSTIN {BUSINESS.gstin} · {t('servingSince', { year: String(BUSINESS.foundingYear) })}
          {membershipList(BUSINESS).map((entry) => (
            <span key={entry.label}>
              {' · '}
              {entry.label} {entry.number}
            </span>
          ))}
        </p>
        <p>
          {t('grievanceOfficer')} {BUSINESS.grievanceOfficer.name},{' '}
          <a href={`mailto:${BUSINESS.grievanceOfficer.email}`}>{BUSINESS.grievanceOfficer.email}</a>,{' '}
          <a href={`tel:${BUSINESS.grievanceOfficer.phone.replace(/\s/g, '')}`}>{BUSINESS.grievanceOfficer.phone}</a>
        </p>
        <p>{t('rights', { year: String(new Date().getFullYear()), brand: BRAND.name })}</p>
      </div>
    </footer>
  );
}
