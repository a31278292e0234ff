import { Link } from 'react-router-dom';
import { PageHeader } from '../components/page-header';

/** Any hash route we do not have: a friendly way back, inside the layout. */
export default function NotFoundPage() {
  return (
    <div className="container">
      <PageHeader
        title="Page not found"
        intro="We couldn't find that page. It may have moved, or the link may be mistyped."
      />
      <div className="panel" style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '0 16px' }}>
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
        <Link className="button button--secondary" to="/tours">
          Browse tour packages
        </Link>
        <Link className="button button--secondary" to="/contact">
          Contact us
        </Link>
      </div>
    </div>
  );
}
