import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { localDateKey } from '../../../../game/rules/dates';
import { ApiError } from '../../../lib/http';
import { useLoad } from '../../../lib/useLoad';
import { cardsApi } from '../api';
import { CouponSummary } from './CouponSummary';
import { NoKeyNotice } from './NoKeyNotice';
import { RedeemedBanner } from './RedeemedBanner';
import { RedeemForm } from './RedeemForm';
import { forgetRedeemKey, recallRedeemKey, rememberRedeemKey } from './redeem-key-store';
import { parseRedeemFragment, redeemAccess } from './redeem-link';
import { availability } from './redeem-text';
import './redeem.css';

const readAccess = (id: string) => redeemAccess(parseRedeemFragment(window.location.hash), recallRedeemKey(id));

/** /redeem/:id#key=…&code=… — the business redeems a customer's coupon at the till. */
export default function RedeemPage() {
  const { id = '' } = useParams();
  // Read on arrival, and again if a new link changes only the fragment (no new page load then).
  const [access, setAccess] = useState(() => readAccess(id));
  const [refusedKey, setRefusedKey] = useState(false);
  const key = refusedKey ? null : access.key;

  useEffect(() => {
    const reread = () => {
      if (!window.location.hash) return;
      setAccess(readAccess(id));
      setRefusedKey(false);
    };
    window.addEventListener('hashchange', reread);
    return () => window.removeEventListener('hashchange', reread);
  }, [id]);

  useEffect(() => {
    if (access.remember && access.key) rememberRedeemKey(id, access.key);
    // Secrets out of the address bar (and out of history, bookmarks and screenshots of it).
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [id, access]);

  function refuseKey() {
    forgetRedeemKey(id);
    setRefusedKey(true);
  }

  return (
    <main className="page page--narrow redeem">
      {key ? (
        // A new scan starts afresh: the coupon's state reloaded, the new code filled in.
        <Redeemer key={`${key}|${access.code ?? ''}`} id={id} redeemKey={key} code={access.code} onWrongKey={refuseKey} />
      ) : (
        <NoKeyNotice code={access.code} refused={refusedKey} />
      )}
    </main>
  );
}

interface RedeemerProps {
  id: string;
  redeemKey: string;
  code: string | null;
  onWrongKey(): void;
}

function Redeemer({ id, redeemKey, code, onWrongKey }: RedeemerProps) {
  const load = useLoad((signal) => cardsApi.coupon(id, redeemKey, signal), [id, redeemKey]);
  const [redeemedNow, setRedeemedNow] = useState<string | null>(null);
  // A key of the wrong shape is refused by the schema (400) before it is compared (403): both mean a bad link.
  const wrongKey =
    load.status === 'error' && load.error instanceof ApiError && (load.error.code === 'wrong-redeem-key' || load.error.status === 400);
  useEffect(() => {
    if (wrongKey) onWrongKey();
  }, [wrongKey, onWrongKey]);

  if (load.status === 'loading' || wrongKey) return <p role="status">Loading coupon…</p>;
  if (load.status === 'error') {
    return (
      <div className="card redeem-notice" role="alert">
        <h1>The coupon could not be loaded</h1>
        <p className="form-error">{load.error instanceof Error ? load.error.message : 'Something went wrong.'}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  }

  const status = load.value;
  const today = localDateKey(Date.now(), new Date().getTimezoneOffset());
  const redeemedAt = redeemedNow ?? status.redeemedAt;
  return (
    <div className="card redeem__card">
      <CouponSummary status={status} availability={availability({ ...status, redeemedAt }, today)} />
      {redeemedAt ? (
        <RedeemedBanner redeemedAt={redeemedAt} fresh={redeemedNow !== null} />
      ) : (
        <RedeemForm cardId={id} redeemKey={redeemKey} initialCode={code ?? ''} onRedeemed={setRedeemedNow} onWrongKey={onWrongKey} />
      )}
    </div>
  );
}
