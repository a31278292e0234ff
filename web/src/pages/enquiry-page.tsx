import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '#shared/constants';
import { generalEnquiryMessage } from '#shared/whatsapp';
import { PageHeader } from '../components/page-header';
import { openWhatsApp } from '../lib/whatsapp';
import './enquiry-page.css';
import { Field } from '../components/field';
import { ConsentField } from '../components/consent-field';

// Every form on the site, for visitors who already know what they need.
const FORMS = [
  { label: 'Flight tickets', to: '/flight-booking', hint: 'Domestic and international fares' },
  { label: 'Train tickets', to: '/train-booking', hint: 'Search trains, then enquire' },
  { label: 'Bus tickets', to: '/bus-booking', hint: 'Sleeper, Volvo and state buses' },
  { label: 'Hotels', to: '/hotel-booking', hint: 'Hotels, resorts and houseboats' },
  { label: 'Tirupati darshan', to: '/tirupati-tickets', hint: 'Darshan tickets for your family' },
  { label: 'Visa application', to: '/visa-form', hint: 'Tourist, business and student visas' },
  { label: 'Passport registration', to: '/passport-form', hint: 'Fresh passports and renewals' },
  { label: 'Foreign exchange', to: '/forex', hint: 'Currency and forex cards' },
  { label: 'Car rental', to: '/car-rental', hint: 'Airport drops and outstation cabs' },
  { label: 'Tour packages', to: '/tours', hint: 'Holidays, yatras and treks' },
  { label: 'Contact us', to: '/contact', hint: 'Send us a message by email' },
] as const;

/** /enquiry: a general question sent on WhatsApp, and a way to each form. */
export default function EnquiryPage() {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    openWhatsApp(generalEnquiryMessage({ name, message }));
  };

  return (
    <div className="container enquiry-page">
      <PageHeader
        title="Enquiry"
        intro="Tell us what you are planning. A travel advisor replies on WhatsApp, usually within the hour in office hours."
      />
      <div className="enquiry-page__grid">
        <form className="panel form" onSubmit={submit} aria-labelledby="enquiry-general">
          <h2 id="enquiry-general">General enquiry</h2>
          <Field id="enquiry-name" label="Your name">
            {(control) => (
              <input {...control} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
            )}
          </Field>
          <Field
            id="enquiry-message"
            label="How can we help?"
            hint="WhatsApp opens in a new tab with your message ready to send."
          >
            {(control) => (
              <textarea
                {...control}
                className="field__input enquiry-page__message"
                rows={5}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                placeholder="E.g. a 5-day Kerala trip for 4 adults in December, from Chennai"
              />
            )}
          </Field>
          <ConsentField />
          <button type="submit" className="button button--whatsapp button--block">
            Send on WhatsApp
          </button>
          <p className="enquiry-page__call">
            Prefer to talk? Call <a href={`tel:${BRAND.mobile.replace(/\s/g, '')}`}>{BRAND.mobile}</a> ({BRAND.hours}).
          </p>
        </form>
        <nav className="panel" aria-labelledby="enquiry-forms">
          <h2 id="enquiry-forms">Or go straight to a form</h2>
          <ul className="enquiry-page__forms">
            {FORMS.map((form) => (
              <li key={form.to}>
                <Link to={form.to}>
                  <span className="enquiry-page__form-label">{form.label}</span>
                  <span className="enquiry-page__form-hint">{form.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
