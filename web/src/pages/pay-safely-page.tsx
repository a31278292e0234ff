import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PageHeader } from '../components/page-header';
import './legal-page.css';

const whatsappDisplay = `+${BUSINESS.whatsappNumber.slice(0, 2)} ${BUSINESS.whatsappNumber.slice(2, 7)} ${BUSINESS.whatsappNumber.slice(7)}`;

/** /pay-safely: the only accounts we take money on, and how to tell us from someone pretending to be us. */
export default function PaySafelyPage() {
  const { payment, grievanceOfficer } = BUSINESS;
  return (
    <div className="legal-page container">
      <PageHeader
        title="Pay safely"
        intro="Fake darshan and booking sites take money from travellers in India every month. Here is how to be sure you are paying us."
      />
      <div className="legal-page__body">
        <section className="panel" aria-labelledby="pay-accounts">
          <h2 id="pay-accounts">The only accounts we take money on</h2>
          <dl className="legal-page__accounts">
            <dt>UPI ID</dt>
            <dd>
              <strong>{payment.upiId}</strong> (shows as “{payment.payeeName}”)
            </dd>
            <dt>Bank account</dt>
            <dd>
              {payment.bank.accountName}, account {payment.bank.accountNumber}, IFSC {payment.bank.ifsc},{' '}
              {payment.bank.bankName}, {payment.bank.branch}
            </dd>
          </dl>
          <p>
            Both are in the name of <strong>{BUSINESS.legalName}</strong> (GSTIN {BUSINESS.gstin}). If your UPI app
            shows any other name, stop: do not pay.
          </p>
        </section>
        <section className="panel" aria-labelledby="pay-never">
          <h2 id="pay-never">What we never do</h2>
          <ul>
            <li>We never ask you to pay a personal mobile number, a personal UPI ID or an agent’s account.</li>
            <li>
              We never ask for your UPI PIN, card PIN, CVV or a one-time password (OTP), on the phone or on WhatsApp.
            </li>
            <li>We never sell “instant” or “VIP” darshan tickets outside the temple’s own quota and rules.</li>
            <li>We never send a “collect request” you did not expect. Paying is always something you start.</li>
          </ul>
        </section>
        <section className="panel" aria-labelledby="pay-check">
          <h2 id="pay-check">How to check a message really comes from us</h2>
          <ul>
            <li>
              Our WhatsApp number is <strong>{whatsappDisplay}</strong>. Our phone numbers are{' '}
              {BUSINESS.phones.join(' and ')}.
            </li>
            <li>
              Our emails come only from <strong>@{BUSINESS.email.split('@')[1]}</strong>.
            </li>
            <li>
              Every booking has a reference; your booking page on this website shows the same reference and amount as
              our message. If they differ, call us before paying.
            </li>
            <li>
              When in doubt, call our office on {BUSINESS.phones[0]} ({BUSINESS.hours}) and ask.
            </li>
          </ul>
        </section>
        <section className="panel" aria-labelledby="pay-fraud">
          <h2 id="pay-fraud">If someone pretends to be us</h2>
          <ol>
            <li>Do not pay, and do not share any OTP or PIN.</li>
            <li>
              If you have already paid, call the national cyber crime helpline <strong>1930</strong> at once and report
              it at <a href="https://cybercrime.gov.in">cybercrime.gov.in</a>; then call your bank.
            </li>
            <li>
              Tell us: our grievance officer {grievanceOfficer.name},{' '}
              <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>, {grievanceOfficer.phone}.
            </li>
          </ol>
          <p>
            <Link to="/about">Our company details</Link> · <Link to="/privacy">Privacy notice</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
