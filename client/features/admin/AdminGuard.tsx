import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../stores/session';
import './admin-guard.css';

/**
 * Shows its children to admins only. The server checks the role on every admin call as well;
 * this guard only decides what the screen shows.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);

  if (status !== 'known') {
    return (
      <main className="page page--medium admin-guard" aria-busy="true">
        <p className="admin-guard__loading" role="status">
          <span className="admin-guard__spinner" aria-hidden="true" />
          Checking your account…
        </p>
      </main>
    );
  }
  if (!user) return <Navigate to="/admin-login" replace />;
  if (user.role !== 'admin') {
    return (
      <main className="page page--medium admin-guard">
        <section className="card admin-guard__denied" aria-labelledby="admins-only">
          <h1 id="admins-only">Admins only</h1>
          <p>
            You are signed in as <strong>{user.email}</strong>, which is not an administrator account. The scheduler
            is only available to the Puzzle Gift team.
          </p>
          <p className="admin-guard__actions">
            <Link className="button" to="/">
              Back to the home page
            </Link>
          </p>
        </section>
      </main>
    );
  }
  return <>{children}</>;
}
