import { Link } from 'react-router';
import { BenefitIcon, type BenefitIconName } from './BenefitIcons';
import './info.css';

interface Benefit {
  icon: BenefitIconName;
  title: string;
  text: string;
  tint: string; // each card gets its own colour family (a CSS modifier)
}

// The six member benefits of the product spec, in its order.
const BENEFITS: Benefit[] = [
  {
    icon: 'coins',
    title: 'Unlimited coins',
    text: 'Never run dry: swap tiles and buy clues in the daily games as often as you like.',
    tint: 'gold',
  },
  {
    icon: 'invite',
    title: 'Invitations by text or e\u2011mail', // a non-breaking hyphen: "e-" never ends a line
    text: 'Send your puzzle gifts and party invitations as a text message or an e-mail, whichever your friends prefer.',
    tint: 'violet',
  },
  {
    icon: 'contacts',
    title: 'Contacts access',
    text: 'Pick recipients straight from your contacts instead of typing every address by hand.',
    tint: 'blue',
  },
  {
    icon: 'gift',
    title: 'Gift store with rewards',
    text: 'Pair a puzzle with a real present from our gift store and earn affiliate rewards on every purchase.',
    tint: 'pink',
  },
  {
    icon: 'noAds',
    title: 'No third-party ads',
    text: 'A calm, private experience for you and your recipients, with no advertising and no tracking by ad networks.',
    tint: 'green',
  },
  {
    icon: 'early',
    title: 'Early access',
    text: 'Be the first to try new games, puzzle styles and card designs before everyone else.',
    tint: 'orange',
  },
];

export default function BenefitsPage() {
  return (
    <main className="page info">
      <div className="info__hero info__hero--center">
        <p className="eyebrow">Membership</p>
        <h1>Why Become a Member?</h1>
        <p className="lead">
          A free account turns Puzzle Gift into your go-to place for surprises: more play, more ways to share, and
          nothing in the way.
        </p>
      </div>
      <ul className="benefits" aria-label="Member benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className={`card benefit benefit--${benefit.tint}`}>
            <span className="benefit__badge">
              <BenefitIcon name={benefit.icon} />
            </span>
            <h2 className="benefit__title">{benefit.title}</h2>
            <p className="benefit__text">{benefit.text}</p>
          </li>
        ))}
      </ul>
      <section className="card benefits__cta" aria-labelledby="join-title">
        <h2 id="join-title">Ready to join?</h2>
        <p>Creating an account takes less than a minute and is free.</p>
        <div className="benefits__actions">
          <Link className="button" to="/register">
            Create a free account
          </Link>
          <Link className="button button--ghost benefits__login" to="/login">
            I already have an account
          </Link>
        </div>
      </section>
    </main>
  );
}
