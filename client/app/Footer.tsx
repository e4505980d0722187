import { Link } from 'react-router';
import { COMPANY_NAME, SUPPORT_EMAIL } from './company';

// Names differ from the header's links on purpose, so a page-wide link lookup stays unambiguous.
const FOOTER_LINKS = [
  { to: '/benefits', label: 'Membership' },
  { to: '/terms', label: 'Terms and Conditions' },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <span className="site-footer__name">Puzzle Gift</span>
          <p>Your photo, a private message and a puzzle to solve: the gift is in the unwrapping.</p>
        </div>
        <nav aria-label="Footer" className="site-footer__links">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
          <a href={`mailto:${SUPPORT_EMAIL}`}>Contact us</a>
        </nav>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {COMPANY_NAME} All rights reserved.
      </p>
    </footer>
  );
}
