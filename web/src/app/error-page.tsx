import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** The router's fallback for a screen that crashed (spec §8): the heading and the error's message. */
export function ErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-page__message">{message}</p>
      <p>
        <Link to="/" className="button button--primary" reloadDocument>
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
