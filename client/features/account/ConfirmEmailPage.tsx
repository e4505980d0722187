import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../contract/account';
import { ApiError } from '../../lib/http';
import { useSession } from '../../stores/session';
import { accountApi } from './api';

type State = { status: 'working' } | { status: 'done'; email: string } | { status: 'failed'; message: string };

/** /account/confirm-email#<token> — the link mailed to the new address; opening it makes the change. */
export default function ConfirmEmailPage() {
  const [state, setState] = useState<State>({ status: 'working' });
  useEffect(() => {
    const token = window.location.hash.slice(1);
    window.history.replaceState(null, '', window.location.pathname); // the token leaves the address bar
    accountApi
      .confirmEmail({ token })
      .then(({ user }) => {
        const signedIn = useSession.getState().user;
        if (signedIn?.id === user.id) useSession.getState().signedIn(user);
        setState({ status: 'done', email: user.email });
      })
      .catch((failure: unknown) =>
        setState({ status: 'failed', message: failure instanceof ApiError ? failure.message : ACCOUNT_MESSAGES.emailChangeInvalid }),
      );
  }, []);

  return (
    <main className="page page--narrow">
      <div className="card" role={state.status === 'failed' ? 'alert' : 'status'}>
        <h1>Confirm your e-mail</h1>
        {state.status === 'working' ? <p>Confirming…</p> : null}
        {state.status === 'done' ? (
          <p>
            {ACCOUNT_MESSAGES.emailChanged} You now sign in as <strong>{state.email}</strong>.
          </p>
        ) : null}
        {state.status === 'failed' ? <p>{state.message}</p> : null}
        <Link className="button" to="/account">
          My account
        </Link>
      </div>
    </main>
  );
}
