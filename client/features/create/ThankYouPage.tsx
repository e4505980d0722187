import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { recallSent, watchPath } from './sent';
import './create.css';

/** /ThankYou — after a successful send: thanks, and the sender's private link to watch the gift live. */
export default function ThankYouPage() {
  const location = useLocation();
  const [sent] = useState(() => recallSent(location.state));
  const watchUrl = sent ? `${window.location.origin}${watchPath(sent)}` : null;

  return (
    <main className="page page--narrow">
      <div className="card thank-you">
        <h1>Thank you!</h1>
        <p>Your puzzle is on its way. We have e-mailed the link to your recipient.</p>
        {sent && watchUrl && (
          <>
            <p>Watch them open it, make their first move and solve it — live, as it happens.</p>
            <Link className="button button--block thank-you__watch" to={watchPath(sent)}>
              Watch your gift live
            </Link>
            <p className="form-note">
              Keep this private link to come back later (anyone who has it can follow your gift):
            </p>
            <p className="thank-you__link">
              <code>{watchUrl}</code>
            </p>
          </>
        )}
        <Link className="button button--ghost button--block" to="/">
          Create another puzzle
        </Link>
      </div>
    </main>
  );
}
