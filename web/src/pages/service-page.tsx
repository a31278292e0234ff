import { Link, useParams } from 'react-router-dom';
import { SERVICES, serviceBySlug } from '#shared/services';
import { serviceEnquiryMessage } from '#shared/whatsapp';
import { PageHeader } from '../components/page-header';
import { HomeImage } from '../features/home/components/home-image';
import { openWhatsApp } from '../lib/whatsapp';
import './service-page.css';

function ServiceNotFound() {
  return (
    <div className="container">
      <PageHeader title="Service not found" intro="We don't have a page for that service. Here is everything we do." />
      <div className="panel service-page__not-found">
        <Link className="button button--primary" to="/services">
          See all services
        </Link>
        <Link className="button button--secondary" to="/enquiry">
          Send an enquiry
        </Link>
      </div>
    </div>
  );
}

/** /services/{slug}: what the service is, what to send, how long it takes, and the next step. */
export default function ServicePage() {
  const { service: slug = '' } = useParams();
  const service = serviceBySlug(slug);
  if (!service) return <ServiceNotFound />;
  const { action } = service;
  const askText = 'whatsappText' in action ? action.whatsappText : `Hi, I have a question about ${service.title}.`;

  return (
    <div className="container service-page">
      <PageHeader title={service.title} intro={service.summary} />
      <div className="service-page__grid">
        <div className="service-page__main">
          <section className="panel" aria-labelledby="service-what">
            <h2 id="service-what">What we do</h2>
            <ul className="service-page__points">
              {service.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section className="panel" aria-labelledby="service-send">
            <h2 id="service-send">What to send us</h2>
            <ul className="service-page__checklist">
              {service.documents.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section className="panel" aria-labelledby="service-time">
            <h2 id="service-time">How long it takes</h2>
            <p className="service-page__turnaround">{service.turnaround}</p>
          </section>
        </div>
        <aside className="service-page__side" aria-label="Next step">
          <div className="panel service-page__cta">
            <HomeImage
              className="service-page__image"
              src={service.image.desktop}
              width={480}
              height={360}
              alt=""
              eager
            />
            {'to' in action ? (
              <Link className="button button--primary button--block" to={action.to}>
                {action.label}
              </Link>
            ) : (
              <button
                type="button"
                className="button button--whatsapp button--block"
                onClick={() =>
                  openWhatsApp(serviceEnquiryMessage({ title: service.title, whatsappText: action.whatsappText }))
                }
              >
                {action.label}
              </button>
            )}
            {'to' in action ? (
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={() => openWhatsApp(serviceEnquiryMessage({ title: service.title, whatsappText: askText }))}
              >
                Ask on WhatsApp
              </button>
            ) : null}
            <p className="service-page__note">We reply on WhatsApp within office hours, Mon–Sat.</p>
          </div>
        </aside>
      </div>
      <nav className="service-page__others" aria-label="Other services">
        <h2>Other services</h2>
        <ul className="chips service-page__chips">
          {SERVICES.filter((other) => other.id !== service.id).map((other) => (
            <li key={other.id}>
              <Link className="chip" to={other.path}>
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
