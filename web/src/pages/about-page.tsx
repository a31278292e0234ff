import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { addressLine, BUSINESS, membershipList } from '#shared/business';
import { BRAND } from '#shared/constants';
import { PageHeader } from '../components/page-header';
import './about-page.css';

const PROMISES = [
  {
    title: 'People who have been there',
    text: 'Every itinerary we sell has been travelled by someone on our team. We tell you honestly which hotel is worth the upgrade and which day is too long.',
  },
  {
    title: 'One number for the whole trip',
    text: 'From the first enquiry to the drop back home, one coordinator answers your calls and WhatsApp messages — before, during and after the journey.',
  },
  {
    title: 'Clear prices',
    text: 'Quotes list what is included and what is not, with GST and TCS shown separately as the law requires. No surprises at the airport counter.',
  },
  {
    title: 'Pilgrimages done with care',
    text: 'We have arranged darshan and temple tours for families and senior citizens for years: wheelchair help, slow-paced days and vegetarian meals on request.',
  },
];

export default function AboutPage() {
  return (
    <div className="about container">
      <PageHeader
        title="About Us"
        intro={`${BRAND.name} is a Chennai travel company helping families, pilgrims, students and business travellers across India plan journeys with confidence.`}
      />
      <div className="about__body">
        <section className="panel about__story">
          <h2>Our story</h2>
          <p>
            We started as a small ticketing counter in T. Nagar, booking train and bus tickets for neighbours heading
            home for festivals. Our customers kept asking for more — a hotel in Tirupati, a cab from the station, a visa
            for a child studying abroad — and we learned to do each of those well.
          </p>
          <p>
            Today we plan domestic holidays, international tours, devotional yatras and Himalayan treks; book flight,
            train, bus and hotel tickets; arrange car rentals with trusted drivers; and help with visa and passport
            paperwork and foreign exchange. Most of our travellers come back to us, and many send their friends.
          </p>
        </section>
        <section className="about__promises" aria-labelledby="about-promises">
          <h2 id="about-promises">What you can expect</h2>
          <ul>
            {PROMISES.map((promise) => (
              <li key={promise.title} className="panel">
                <h3>{promise.title}</h3>
                <p>{promise.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="panel about__company" aria-labelledby="about-company">
          <h2 id="about-company">Company details</h2>
          <dl className="about__facts">
            <dt>Registered name</dt>
            <dd>{BUSINESS.legalName}</dd>
            <dt>GSTIN</dt>
            <dd>{BUSINESS.gstin}</dd>
            <dt>Registered office</dt>
            <dd>{addressLine(BUSINESS)}</dd>
            <dt>Serving travellers since</dt>
            <dd>{BUSINESS.foundingYear}</dd>
            {membershipList(BUSINESS).map((entry) => (
              <Fragment key={entry.label}>
                <dt>{entry.label}</dt>
                <dd>{entry.number}</dd>
              </Fragment>
            ))}
            <dt>Grievance officer</dt>
            <dd>
              {BUSINESS.grievanceOfficer.name} ·{' '}
              <a href={`mailto:${BUSINESS.grievanceOfficer.email}`}>{BUSINESS.grievanceOfficer.email}</a> ·{' '}
              <a href={`tel:${BUSINESS.grievanceOfficer.phone.replace(/\s/g, '')}`}>
                {BUSINESS.grievanceOfficer.phone}
              </a>
            </dd>
          </dl>
          <p>
            We take payment only to UPI ID <strong>{BUSINESS.payment.upiId}</strong> or our current account.{' '}
            <Link to="/pay-safely">How to pay us safely</Link>
          </p>
        </section>
        <section className="panel about__visit">
          <h2>Visit or call us</h2>
          <p>
            <strong>Head office:</strong> {BRAND.headOffice}
            <br />
            <strong>Hours:</strong> {BRAND.hours}
            <br />
            <strong>Phone:</strong> {BRAND.phones.join(' · ')}
          </p>
          <Link className="button button--primary" to="/contact">
            Send us a message
          </Link>
        </section>
      </div>
    </div>
  );
}
