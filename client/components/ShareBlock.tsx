import type { MouseEvent } from 'react';
import { DEFAULT_SHARE_TITLE, shareLinks, shareWindowFeatures } from '../lib/share';
import './ShareBlock.css';

interface ShareBlockProps {
  url: string; // absolute link to the puzzle
  title?: string;
  imageUrl?: string; // absolute; only for public puzzles
}

/** "Share this Puzzle": social links in a 550x400 window, e-mail, Copy Link, and the system share sheet where there is one. */
export function ShareBlock({ url, title = DEFAULT_SHARE_TITLE, imageUrl }: ShareBlockProps) {
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  function openWindow(event: MouseEvent<HTMLAnchorElement>, href: string) {
    const popup = window.open(href, 'share', shareWindowFeatures(window.screen.width, window.screen.height));
    if (!popup) return; // blocked: the link opens in a new tab instead
    popup.opener = null; // the shared site gets no handle on this page
    event.preventDefault();
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      window.alert('Link copied to clipboard!');
    } catch (error) {
      console.error('Copy link failed', error); // SPEC: only logged
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, text: title, url });
    } catch {
      /* dismissed by the person, nothing to do */
    }
  }

  return (
    <section className="share-block" aria-labelledby="share-block-title">
      <h2 id="share-block-title" className="share-block__title">
        Share this Puzzle
      </h2>
      <p className="share-block__url">{url}</p>
      <ul className="share-block__list">
        {shareLinks(url, title, imageUrl).map((link) => (
          <li key={link.target}>
            <a
              className={`share-block__link share-block__link--${link.target}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={link.target === 'email' ? undefined : (event) => openWindow(event, link.href)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="share-block__actions">
        <button type="button" className="button button--ghost" onClick={() => void copyLink()}>
          Copy Link
        </button>
        {canShareNatively && (
          <button type="button" className="button button--ghost" onClick={() => void shareNatively()}>
            Share…
          </button>
        )}
      </div>
    </section>
  );
}
