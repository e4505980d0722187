// The same share targets as the gift's solved screen (SPEC: Facebook, WhatsApp, Pinterest, Twitter, e-mail).
import { DEFAULT_SHARE_TITLE, shareLinks, shareWindowFeatures } from '../play/share';

/** "Share this Puzzle": social links opening a 550x400 window, an e-mail link and Copy Link. */
export function ShareComponent({ url, title = DEFAULT_SHARE_TITLE }: { url: string; title?: string }) {
  function openWindow(event: React.MouseEvent<HTMLAnchorElement>, href: string) {
    const popup = window.open(href, 'share', shareWindowFeatures(window.screen.width, window.screen.height));
    // With noopener the browser returns null even on success; the link's own target is the fallback.
    if (popup) event.preventDefault();
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      window.alert('Link copied to clipboard!');
    } catch (error) {
      console.error('Copy link failed', error); // SPEC section 8: only logged
    }
  }

  return (
    <section className="daily-share" aria-label="Share this Puzzle">
      <h3 className="daily-share__title">Share this Puzzle</h3>
      <p className="daily-share__url">{url}</p>
      <ul className="daily-share__list">
        {shareLinks(url, title).map((link) => (
          <li key={link.target}>
            <a
              className="button button--ghost daily-share__link"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={link.target === 'email' ? undefined : (event) => openWindow(event, link.href)}
            >
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="button daily-share__link" onClick={() => void copyLink()}>
            Copy Link
          </button>
        </li>
      </ul>
    </section>
  );
}
