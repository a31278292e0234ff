import { tickets } from '#shared/i18n/en/tickets';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import '../enquiries.css';
import { useT } from '../../../lib/locale';

type BookingLayoutProps = { title: string; intro: string; steps?: string[]; children: ReactNode };

/** A ticket screen: its heading, the form (children), and beside it the 'how booking works' card. */
export function BookingLayout({ title, intro, steps, children }: BookingLayoutProps) {
  const t = useT(tickets);
  return (
    <div className="form-page container">
      <PageHeader title={title} intro={intro} />
      <div className="form-page__layout">
        {children}
        <aside className="booking-steps panel" aria-labelledby="booking-steps-title">
          <h2 id="booking-steps-title" className="booking-steps__title">
            {t('howItWorks')}
          </h2>
          <ol className="booking-steps__list">
            {(steps ?? [t('step1'), t('step2'), t('step3')]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="booking-steps__note">
            {t('noPayment')} <Link to="/pay-safely">{t('paySafely')}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
