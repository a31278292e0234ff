import { Link, useParams } from 'react-router-dom';
import { services } from '#shared/i18n/en/screens/services';
import { SERVICES, serviceBySlug } from '#shared/services';
import { serviceEnquiryMessage } from '#shared/whatsapp';
import { PageHeader } from '../components/page-header';
import { HomeImage } from '../features/home/components/home-image';
import { useScreenT } from '../lib/locale';
import { openWhatsApp } from '../lib/whatsapp';
import './service-page.css';

export const texts = [services];

function ServiceNotFound() {
  const t = useScreenT(services);
  return (
    <div className="container">
      <PageHeader title={t('notFoundTitle')} intro={t('notFoundIntro')} />
      <div className="panel service-page__not-found">
        <Link className="button button--primary" to="/services">
          {t('seeAll')}
        </Link>
        <Link className="button button--secondary" to="/enquiry">
          {t('sendEnquiry')}
        </Link>
      </div>
    </div>
  );
}

/** /services/{slug}: what the service is, what to send, how long it takes, and the next step. */
export default function ServicePage() {
  const { service: slug = '' } = useParams();
  const service = serviceBySlug(slug);
  const t = useScreenT(services);
  if (!service) return <ServiceNotFound />;
  const text = (field: string) => t(`${service.slug}.${field}`);
  const { action } = service;
  const askText = 'whatsappText' in action ? action.whatsappText : `Hi, I have a question about ${service.title}.`;

  return (
    <div className="container service-page">
      <PageHeader title={text('title')} intro={text('summary')} />
      <div className="service-page__grid">
        <div className="service-page__main">
          <section className="panel" aria-labelledby="service-what">
            <h2 id="service-what">{t('whatWeDo')}</h2>
            <ul className="service-page__points">
              {service.details.map((line, index) => (
                <li key={line}>{text(`detail${index + 1}`)}</li>
              ))}
            </ul>
          </section>
          <section className="panel" aria-labelledby="service-send">
            <h2 id="service-send">{t('whatToSend')}</h2>
            <ul className="service-page__checklist">
              {service.documents.map((line, index) => (
                <li key={line}>{text(`document${index + 1}`)}</li>
              ))}
            </ul>
          </section>
          <section className="panel" aria-labelledby="service-time">
            <h2 id="service-time">{t('howLong')}</h2>
            <p className="service-page__turnaround">{text('turnaround')}</p>
          </section>
        </div>
        <aside className="service-page__side" aria-label={t('nextStep')}>
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
                {text('action')}
              </Link>
            ) : (
              <button
                type="button"
                className="button button--whatsapp button--block"
                onClick={() =>
                  openWhatsApp(serviceEnquiryMessage({ title: service.title, whatsappText: action.whatsappText }))
                }
              >
                {text('action')}
              </button>
            )}
            {'to' in action ? (
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={() => openWhatsApp(serviceEnquiryMessage({ title: service.title, whatsappText: askText }))}
              >
                {t('askWhatsApp')}
              </button>
            ) : null}
            <p className="service-page__note">{t('replyNote')}</p>
          </div>
        </aside>
      </div>
      <nav className="service-page__others" aria-label={t('otherServices')}>
        <h2>{t('otherServices')}</h2>
        <ul className="chips service-page__chips">
          {SERVICES.filter((other) => other.id !== service.id).map((other) => (
            <li key={other.id}>
              <Link className="chip" to={other.path}>
                {t(`${other.slug}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
