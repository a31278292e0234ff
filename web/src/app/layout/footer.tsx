import { Link } from 'react-router-dom';
import { BUSINESS, membershipList } from '#shared/business';
import { BRAND } from '#shared/constants';
import { Icon } from '../../components/icon';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section>
          <h2 className="site-footer__brand">{BRAND.name}</h2>
          <p className="site-footer__tagline">{BRAND.tagline}</p>
          <p className="site-footer__line">
            <Icon name="pin" size={18} />
            <span>
              <strong>Head office:</strong> {BRAND.headOffice}
            </span>
          </p>
          <p className="site-footer__line">
            <Icon name="clock" size={18} />
            <span>{BRAND.hours}</span>
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Call or write
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
            Company
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/about">About us</Link>
            </li>
            <li>
              <Link to="/services">Services</Link>
            </li>
            <li>
              <Link to="/enquiry">Enquiry</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/pay-safely">Pay safely</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            Follow us
          </h2>
          <ul className="site-footer__list">
            {BRAND.social.map((link) => (
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
          {BUSINESS.legalName} · GSTIN {BUSINESS.gstin} · Serving travellers since {BUSINESS.foundingYear}
          {membershipList(BUSINESS).map((entry) => (
            <span key={entry.label}>
              {' · '}
              {entry.label} {entry.number}
            </span>
          ))}
        </p>
        <p>
          Grievance officer: {BUSINESS.grievanceOfficer.name},{' '}
          <a href={`mailto:${BUSINESS.grievanceOfficer.email}`}>{BUSINESS.grievanceOfficer.email}</a>,{' '}
          <a href={`tel:${BUSINESS.grievanceOfficer.phone.replace(/\s/g, '')}`}>{BUSINESS.grievanceOfficer.phone}</a>
        </p>
        <p>
          © {new Date().getFullYear()} {BRAND.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
