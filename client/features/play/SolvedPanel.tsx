import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { RevealedMessage } from '../../components/RevealedMessage';
import { SavePhoto } from '../../components/SavePhoto';
import { ShareBlock } from '../../components/ShareBlock';
import type { PresentCard } from '../../../contract/schemas/store';
import { PresentReveal } from '../store/PresentReveal';

interface SolvedPanelProps {
  message: string;
  fontStyle: string;
  senderName: string;
  shareUrl: string;
  shareImageUrl?: string; // public puzzles only
  photoUrl?: string; // the stored picture to save; public puzzles only
  replyToken: string; // the create screen addresses the reply to the sender without showing their address
  present?: PresentCard | undefined; // the gift store's present the sender attached, revealed with the message
}

/** What solving unlocks: the message written out in its font, the photo to keep, a reply link and the share block. */
export function SolvedPanel({ message, fontStyle, senderName, shareUrl, shareImageUrl, photoUrl, replyToken, present }: SolvedPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the message, not somewhere above it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="card play-solved" aria-labelledby="play-solved-title">
      <h2 id="play-solved-title" ref={headingRef} tabIndex={-1}>
        You solved it! Here is your message
      </h2>
      <RevealedMessage message={message} fontStyle={fontStyle} testId="puzzle-message" written />
      <p className="play-solved__from">— {senderName}</p>
      {present && <PresentReveal present={present} senderName={senderName} />}
      <div className="play-solved__actions">
        <Link className="button" to={`/?reply=${encodeURIComponent(replyToken)}`}>
          Reply with your own puzzle
        </Link>
        {photoUrl && <SavePhoto imageUrl={photoUrl} senderName={senderName} />}
      </div>
      <ShareBlock url={shareUrl} {...(shareImageUrl ? { imageUrl: shareImageUrl } : {})} />
    </section>
  );
}
