import { useState, type ReactNode } from 'react';
import { partyLink } from '../../../contract/party';
import { QrCode } from './QrCode';

interface SharePanelProps {
  partyId: string;
  inviteToken: string;
  onEnd: () => Promise<void>;
  children?: ReactNode; // the players list, with its Remove buttons
}

/** The host's invite: the party's own link (never the recipient's /play link), a Copy button, its QR code, and End party. */
export function SharePanel({ partyId, inviteToken, onEnd, children }: SharePanelProps) {
  const link = partyLink(window.location.origin, partyId, inviteToken);
  const [copied, setCopied] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      setCopied('Copying is not allowed here: select the link and copy it.');
    }
  }

  function end() {
    if (!window.confirm('End the party for everyone? The board stays as it is.')) return;
    setProblem(null);
    onEnd().catch((error: unknown) => setProblem(error instanceof Error ? error.message : 'The party could not be ended.'));
  }

  return (
    <section className="card party-share" aria-labelledby="party-share-title" data-testid="party-share">
      <div className="party-share__text">
        <h2 id="party-share-title">Invite people to solve it with you</h2>
        <p className="form-note">Anyone with this link can join (up to 20 people). They see the picture, not your message, until it is solved.</p>
        <div className="party-share__link">
          <input className="party-share__url" readOnly value={link} aria-label="Invite link" data-testid="party-link" onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button" onClick={() => void copy()}>
            Copy
          </button>
        </div>
        <p className="form-note" aria-live="polite">
          {copied}
        </p>
        <button type="button" className="button button--ghost party-share__end" onClick={end}>
          End party
        </button>
        {problem && <p className="form-error">{problem}</p>}
      </div>
      <QrCode text={link} label="QR code of the invite link: scan it with a phone's camera to join" />
      <div className="party-share__players">{children}</div>
    </section>
  );
}
