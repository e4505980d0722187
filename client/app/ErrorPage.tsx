import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error screen: the spec's heading plus the error text. */
export function ErrorPage() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="page page--narrow error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <pre className="error-page__text">{text}</pre>
      <a className="button" href="/">
        Back to the home page
      </a>
    </main>
  );
}
