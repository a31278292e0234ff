import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import '../submissions.css';

/** The screen after a visa or passport submit (spec §2): the reference, when we have it, then Done → home. */
export function SuccessCard() {
  const navigate = useNavigate();
  const reference = (useLocation().state as { reference?: unknown } | null)?.reference;
  usePageTitle('Submission Successful');
  return (
    <section className="success-card panel" aria-labelledby="submission-success-title">
      <span className="success-card__badge" aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <path d="M5 12.5 10 17.5 19 7" />
        </svg>
      </span>
      <h1 id="submission-success-title">Submission Successful</h1>
      <p>Thank you! Your form has been submitted.</p>
      {typeof reference === 'string' ? <p className="success-card__reference">Your reference: {reference}</p> : null}
      <p>Our team will review your documents and contact you by phone or email.</p>
      <button type="button" className="button button--primary" onClick={() => navigate('/')}>
        Done
      </button>
    </section>
  );
}
