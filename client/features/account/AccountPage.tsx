import { Link } from 'react-router';
import { useSession } from '../../stores/session';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { PasskeysSection } from './PasskeysSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { useOverview } from './useOverview';
import '../accounts/accounts.css'; // the password fields' Show switch
import './account.css';

/** /account — members only: e-mail, password, sessions, passkeys, export and deletion. */
export default function AccountPage() {
  const user = useSession((s) => s.user);
  const known = useSession((s) => s.status === 'known');
  return (
    <main className="page page--medium account">
      <h1>My account</h1>
      {!known ? (
        <p role="status">Loading your account…</p>
      ) : user ? (
        <AccountSections key={user.id} />
      ) : (
        <div className="card">
          <p>Sign in to see your account.</p>
          <Link className="button" to="/login" state={{ from: '/account' }}>
            Login
          </Link>
        </div>
      )}
    </main>
  );
}

function AccountSections() {
  const { state, reload } = useOverview();
  if (state.status === 'loading') return <p role="status">Loading your account…</p>;
  if (state.status === 'error') {
    return (
      <div className="card" role="alert">
        <p>Your account could not be loaded. Check your connection and try again.</p>
        <button type="button" className="button" onClick={() => void reload()}>
          Try again
        </button>
      </div>
    );
  }
  const { overview } = state;
  const refresh = () => void reload();
  return (
    <div className="account__sections">
      <EmailSection email={overview.user.email} pendingEmail={overview.pendingEmail} onChanged={refresh} />
      <PasswordSection onChanged={refresh} />
      <PasskeysSection passkeys={overview.passkeys} onChanged={refresh} />
      <SessionsSection sessions={overview.sessions} />
      <DataSection />
    </div>
  );
}
