import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { Icon } from '../../../components/icon';
import '../submissions.css';

/** The screen after a visa or passport submit (spec §2): the reference, when we have it, then Done → home. */
export function SuccessCard() {
  const navigate = useNavigate();
  const reference = (useLocation().state as { reference?: unknown } | null)?.reference;
  usePageTitle('Submission Successful');
  return (
    <section className="success-card panel" aria-labelledby="submission-success-title">
      <span className="success-card__badge" aria-hidden="true">
        <Icon name="check" size={40} strokeWidth={2.2} />
      </span>
      <h1 id="submission-success-title">Submission Successful</h1>
      <p>Thank you! Your form has been submitted.</p>
      {typeof reference === 'string' ? (
        <p className="success-card__reference">
          Your reference: {reference} · <a href={`#/track?ref=${encodeURIComponent(reference)}`}>Track it</a>
        </p>
      ) : null}
      <p>Our team will review your documents and contact you by phone or email.</p>
      <button type="button" className="button button--primary" onClick={() => navigate('/')}>
        Done
      </button>
    </section>
  );
}
