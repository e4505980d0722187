import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPANY_NAME, SUPPORT_EMAIL } from '../../app/company';
import { RetentionTerms } from './RetentionTerms';
import './info.css';

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: Section[] = [
  {
    id: 'ownership',
    title: '1. Ownership',
    body: (
      <>
        <p>
          Puzzle Gift, its website, games, designs, sounds, artwork and software are owned by {COMPANY_NAME} and
          protected by copyright and trademark law. You may use them to create, send and play puzzles for your own
          personal, non-commercial enjoyment, or for your business&apos;s own offers when you send Coupon/Offer cards.
        </p>
        <p>
          You may not copy, resell, scrape or reverse-engineer the service, or present it as your own. Photos and
          messages you upload stay yours (see User Content).
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: '2. Acceptable Use',
    body: (
      <>
        <p>Puzzle Gift is meant for kind surprises. When you use it, you agree that you will not:</p>
        <ul>
          <li>
            upload images that contain nudity, violence or exploitative content, or anything that sexualises or
            endangers a minor;
          </li>
          <li>upload a photo of another person without their permission, or a picture you have no right to share;</li>
          <li>write messages that harass, threaten, defame or discriminate against anyone;</li>
          <li>send puzzles as spam, for phishing, or to addresses whose owners did not expect to hear from you;</li>
          <li>try to break, overload or bypass the security of the service, or cheat the coin system.</li>
        </ul>
        <p>
          We may remove content and suspend accounts that break these rules, and report illegal material to the
          authorities.
        </p>
      </>
    ),
  },
  {
    id: 'user-content',
    title: '3. User Content',
    body: (
      <>
        <p>
          You keep every right to the photos and messages you upload. By sending a puzzle you give us a limited,
          worldwide, royalty-free licence to store, resize, display and deliver that content to the recipient you
          choose, and to anyone who has the link if you mark the puzzle public, only for as long as we need to
          provide the service.
        </p>
        <p>
          You are responsible for what you upload and confirm that you own it or have permission to use it. When
          you untick &quot;Make this puzzle public&quot;, the finished picture is shown with a watermark and cannot
          be dragged or saved from the page.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: '4. Privacy',
    body: (
      <>
        <p>
          We collect only what the service needs: the names, e-mail addresses and phone numbers you enter to send a
          puzzle, your account&apos;s e-mail address, a securely hashed password and your passkeys&apos; public keys, the
          contacts and occasions you keep, and the photos and messages of your puzzles. Signed out, your coin balance
          and &quot;Remember me&quot; choice are kept in your own browser; signed in, your coins, streaks and stats are
          kept on your account.
        </p>
        <p>
          We use this information to deliver puzzles, tell senders when their gift is opened and solved, and keep
          your account secure. We never sell personal data and show no third-party advertising or trackers to
          anyone. From your account page you can download all your data, or delete your account with its contacts,
          coins and the photos and messages of your gifts, at any time.
        </p>
        <RetentionTerms />
      </>
    ),
  },
  {
    id: 'liability',
    title: '5. Liability',
    body: (
      <>
        <p>
          Puzzle Gift is provided &quot;as is&quot;. We work hard to keep it available and your puzzles safe, but we
          cannot promise that it will always be uninterrupted or error-free, or that an e-mail will never land in a
          spam folder.
        </p>
        <p>
          To the extent the law allows, {COMPANY_NAME} is not liable for indirect or consequential losses, or for
          content that users upload. Coins have no cash value and cannot be exchanged for money. Nothing in these
          terms limits rights you have as a consumer that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'updates',
    title: '6. Updates',
    body: (
      <p>
        We may update these terms as the service grows. When a change is significant we will say so on this page
        and, for members, by e-mail before it takes effect. If you keep using Puzzle Gift after a change, the
        updated terms apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: '7. Contact',
    body: (
      <p>
        Questions about these terms, a request about your data, or a puzzle you want to report? Write to us at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will answer within two working days.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <main className="page page--medium info">
      <div className="info__hero">
        <p className="eyebrow">Legal</p>
        <h1>Terms and Conditions</h1>
        <p className="lead">
          The short version: upload only photos you have the right to share, keep it kind, and we will take good care
          of your gifts.
        </p>
      </div>
      <nav className="card terms__toc" aria-label="Sections">
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="card terms">
        {SECTIONS.map((section) => (
          <section key={section.id} id={section.id} className="terms__section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </article>
      <p className="info__back">
        <Link className="button button--ghost" to="/">
          Back to creating your puzzle
        </Link>
      </p>
    </main>
  );
}
