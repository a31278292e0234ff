import { Link } from 'react-router-dom';
import { SERVICES } from '#shared/services';
import { PageHeader } from '../components/page-header';
import { HomeImage } from '../features/home/components/home-image';
import './services-page.css';

/** /services: every service we offer, each leading to its own page (tour packages lead to /holidays). */
export default function ServicesPage() {
  return (
    <div className="container">
      <PageHeader
        title="Our Services"
        intro="Holidays, tickets, visas, forex, insurance, cargo and cabs — everything a trip needs, from one Chennai travel desk."
      />
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
                <Link to={service.path}>{service.title}</Link>
              </h2>
              <p>{service.summary}</p>
              <p className="services-list__turnaround">
                <strong>Turnaround:</strong> {service.turnaround}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="services-list__more panel">
        Not sure where to start? <Link to="/enquiry">Send us a general enquiry</Link> and we will call you back.
      </p>
    </div>
  );
}
