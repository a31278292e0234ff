import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PageHeader } from '../components/page-header';
import { DeletionRequestForm } from '../features/privacy/deletion-request-form';
import { deletion } from '#shared/i18n/en/screens/deletion';
import './legal-page.css';

// RETENTION_DAYS as the web build was given it (web/vite.config.ts), the same variable the worker's cron reads.
declare const __RETENTION_DAYS__: number | undefined;
const RETENTION = typeof __RETENTION_DAYS__ === 'number' ? __RETENTION_DAYS__ : 180;
const KEPT = `${RETENTION} days after you send it, then deleted`;

/** Each item of personal data we collect: what, why, how long, who receives it (DPDP Act 2023, section 5). */
const ITEMS = [
  {
    data: 'Name, mobile number and email',
    why: 'To answer your request and call or message you back',
    kept: KEPT,
    who: 'Our team; our office inbox that receives each request',
  },
  {
    data: 'Your message, travel dates, places and number of travellers',
    why: 'To plan and quote the trip or ticket you asked about',
    kept: KEPT,
    who: 'Our team; the hotel, transport or airline only when you go ahead',
  },
  {
    data: 'Passport details and the documents you attach (visa and passport forms)',
    why: 'To prepare your visa or passport application',
    kept: KEPT,
    who: 'Our visa desk; the embassy, VFS or Passport Seva when you ask us to apply',
  },
  {
    data: 'Names, ages and Aadhaar numbers of darshan pilgrims',
    why: 'The temple (TTD) books darshan only against each pilgrim’s Aadhaar',
    kept: 'Not stored by us: they go straight into your WhatsApp message to us',
    who: 'Our darshan desk; TTD when we book',
  },
  {
    data: 'Forex request: name, mobile, currency, amount and purpose',
    why: 'To get you a quote and the currency',
    kept: KEPT,
    who: 'Our team; an RBI-authorised dealer when you go ahead',
  },
  {
    data: 'Questions you type to our chat assistant',
    why: 'To answer them',
    kept: 'Not stored after the answer',
    who: 'Our AI provider, when one is switched on',
  },
  {
    data: 'Your network address',
    why: 'To stop abuse of our forms (a limit per address)',
    kept: 'A few minutes, in memory',
    who: 'No one',
  },
];

/** /privacy: the notice the consent box of every form links to. */
/** The deletion form's texts load with the screen in Tamil and Hindi. */
export const texts = [deletion];

export default function PrivacyPage() {
  const { grievanceOfficer } = BUSINESS;
  return (
    <div className="legal-page container">
      <PageHeader
        title="Privacy notice"
        intro={`What personal data ${BUSINESS.tradeName} collects, why, for how long, who receives it, and how you withdraw consent or ask us to delete it (Digital Personal Data Protection Act, 2023).`}
      />
      <div className="legal-page__body">
        <section className="panel" aria-labelledby="privacy-items">
          <h2 id="privacy-items">What we collect and why</h2>
          <table className="legal-page__table">
            <thead>
              <tr>
                <th scope="col">Personal data</th>
                <th scope="col">Why</th>
                <th scope="col">How long we keep it</th>
                <th scope="col">Who receives it</th>
              </tr>
            </thead>
            <tbody>
              {ITEMS.map((item) => (
                <tr key={item.data}>
                  <td data-label="Personal data">{item.data}</td>
                  <td data-label="Why">{item.why}</td>
                  <td data-label="Kept">{item.kept}</td>
                  <td data-label="Who receives it">{item.who}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>We never sell your data or use it for advertising. Every form asks for your consent before it sends.</p>
        </section>
        <section className="panel" aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">Withdraw consent or ask us to delete your data</h2>
          <p>
            You may withdraw your consent at any time; we then stop using your details and delete them, except what the
            law makes us keep (invoices for GST). Use the form below, or write to our grievance officer with the
            reference of your request and your mobile number, and we delete the request, its files and its history once
            we have confirmed it is yours.
          </p>
          <p>
            Grievance officer: {grievanceOfficer.name},{' '}
            <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>, {grievanceOfficer.phone}. We
            answer within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.
          </p>
          <p>
            {BUSINESS.legalName}, {BUSINESS.address.street}, {BUSINESS.address.locality} {BUSINESS.address.postalCode} ·{' '}
            <Link to="/pay-safely">Pay safely</Link>
          </p>
          <DeletionRequestForm />
        </section>
      </div>
    </div>
  );
}
