import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * The router's error screen: the spec's heading plus the error text. It may render outside
 * the layout (when the layout itself failed), so it links with a plain <a> and a full reload.
 */
export function ErrorPage() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="page page--medium">
      <div className="card error-page" role="alert">
        <svg className="error-page__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="30" fill="#fee2e2" />
          <path d="M32 16v20" stroke="#b91c1c" strokeWidth="6" strokeLinecap="round" />
          <circle cx="32" cy="46" r="3.6" fill="#b91c1c" />
        </svg>
        <h1>Unexpected Application Error!</h1>
        <pre className="error-page__text">{text}</pre>
        <a className="button" href="/">
          Back to the home page
        </a>
      </div>
    </main>
  );
}
