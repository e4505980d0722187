import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../stores/session';
import { recallSent, redeemLink, watchPath } from './sent';
import { TextInvite } from '../texts/TextInvite';
import { recallSentText } from '../texts/sent-text';
import './create.css';

/**
 * /ThankYou — after a successful send of a gift or an AI card: thanks, the sender's
 * private link to watch it live and, for a coupon card, the business's redeem link.
 */
export default function ThankYouPage() {
  const location = useLocation();
  const [sent] = useState(() => recallSent(location.state));
  const watchUrl = sent ? `${window.location.origin}${watchPath(sent)}` : null;
  const redeemUrl = sent ? redeemLink(sent, window.location.origin) : null;
  const card = sent?.kind === 'card';
  const [textOnly] = useState(() => (sent ? recallSentText(sent.id)?.byEmail === false : false)); // no mail went to the recipient
  const signedIn = useSession((state) => state.user !== null); // what a signed-in sender sends belongs to the account

  return (
    <main className="page page--narrow">
      <div className="card thank-you">
        <h1>Thank you!</h1>
        {sent?.arrival ? (
          <p className="thank-you__arrival">
            Your {card ? 'puzzle card' : 'puzzle'} will arrive in your recipient&apos;s inbox on <strong>{sent.arrival}</strong>. Until
            then you can change or cancel it from the watch page.
          </p>
        ) : (
          <p>Your {card ? 'puzzle card' : 'puzzle'} is on its way.{textOnly ? '' : ' We have e-mailed the link to your recipient.'}</p>
        )}
        {sent && <TextInvite puzzleId={sent.id} />}
        {sent && watchUrl && (
          <>
            <p>Watch them open it, make their first move and solve it — live, as it happens.</p>
            <Link className="button button--block thank-you__watch" to={watchPath(sent)}>
              {card ? 'Watch your card live' : 'Watch your gift live'}
            </Link>
            <p className="form-note">
              Keep this private link to come back later (anyone who has it can follow your {card ? 'card' : 'gift'}, and change
              or cancel it before it is sent):
            </p>
            <p className="thank-you__link">
              <code>{watchUrl}</code>
            </p>
            {signedIn && (
              <p className="form-note">
                It is kept in your account too: <Link to="/my-gifts">My gifts</Link>.
              </p>
            )}
          </>
        )}
        {redeemUrl && (
          <section className="thank-you" aria-labelledby="thank-you-redeem-title">
            <h2 id="thank-you-redeem-title" style={{ margin: 0 }}>
              Redeeming the coupon
            </h2>
            <p className="form-note">
              Open this link at your business to redeem the coupon; each code works once. Keep it private: it is your
              business&apos;s key (we have e-mailed it to you too).
            </p>
            <p className="thank-you__link">
              <code>
                <a href={redeemUrl}>{redeemUrl}</a>
              </code>
            </p>
          </section>
        )}
        {card ? (
          <Link className="button button--ghost button--block" to="/create-puzzle-gift">
            Create another puzzle card
          </Link>
        ) : (
          <Link className="button button--ghost button--block" to="/">
            Create another puzzle
          </Link>
        )}
      </div>
    </main>
  );
}
