import { Link } from 'react-router-dom';
import { services } from '#shared/i18n/en/screens/services';
import { SERVICES } from '#shared/services';
import { PageHeader } from '../components/page-header';
import { HomeImage } from '../features/home/components/home-image';
import { useScreenT } from '../lib/locale';
import './services-page.css';

/** /services: every service we offer, each leading to its own page (tour packages lead to /holidays). */
export const texts = [services];

export default function ServicesPage() {
  const t = useScreenT(services);
  return (
    <div className="container">
      <PageHeader title={t('listTitle')} intro={t('listIntro')} />
      <ul className="services-list">
        {SERVICES.map((service) => (
          <li key={service.id} className="services-list__item panel">
            <HomeImage
              className="services-list__image"
              src={service.image.mobile}
              width={300}
              height={400}
              desktop={{ src: service.image.desktop, width: 480, height: 360 }}
              alt=""
            />
            <div className="services-list__body">
              <h2 className="services-list__title">
                <Link to={service.path}>{t(`${service.slug}.title`)}</Link>
              </h2>
              <p>{t(`${service.slug}.summary`)}</p>
              <p className="services-list__turnaround">
                <strong>{t('turnaround')}</strong> {t(`${service.slug}.turnaround`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="services-list__more panel">
        {t('notSure')} <Link to="/enquiry">{t('generalEnquiry')}</Link> {t('callBack')}
      </p>
    </div>
  );
}
