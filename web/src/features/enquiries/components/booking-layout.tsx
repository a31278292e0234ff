import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import '../enquiries.css';

/** What happens after a ticket enquiry, unless a page tells its own steps (the train search does). */
const ENQUIRY_STEPS = [
  'Fill in what you know: nothing is mandatory.',
  'WhatsApp opens with your details; send the message.',
  'We reply with options and fares, usually within the hour (Mon–Sat, 9:30 am to 7 pm).',
];

type BookingLayoutProps = { title: string; intro: string; steps?: string[]; children: ReactNode };

/** A ticket screen: its heading, the form (children), and beside it the 'how booking works' card. */
export function BookingLayout({ title, intro, steps = ENQUIRY_STEPS, children }: BookingLayoutProps) {
  return (
    <div className="form-page container">
      <PageHeader title={title} intro={intro} />
      <div className="form-page__layout">
        {children}
        <aside className="booking-steps panel" aria-labelledby="booking-steps-title">
          <h2 id="booking-steps-title" className="booking-steps__title">
            How booking works
          </h2>
          <ol className="booking-steps__list">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="booking-steps__note">
            No payment is taken on this site. You pay only after you confirm the options we send you, and only to our
            own accounts: <Link to="/pay-safely">pay safely</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
