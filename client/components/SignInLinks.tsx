import { Link } from 'react-router';

/**
 * "Login" and "Create a free account" on a page that needs an account: both sign-in pages
 * come back to `from` afterwards (client/features/accounts/return-path.ts).
 */
export function SignInLinks({ from, className }: { from: string; className: string }) {
  const back = { from };
  return (
    <div className={className}>
      <Link className="button" to="/login" state={back}>
        Login
      </Link>
      <Link className="button button--ghost" to="/register" state={back}>
        Create a free account
      </Link>
    </div>
  );
}
