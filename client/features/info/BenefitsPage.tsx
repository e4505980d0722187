import { Link } from 'react-router';
import { BenefitIcon } from './BenefitIcons';
import { AUDIENCE_LABELS, benefitsFor } from './benefits';
import { useBenefitFacts } from './useBenefitFacts';
import './info.css';

export default function BenefitsPage() {
  const benefits = benefitsFor(useBenefitFacts());
  return (
    <main className="page info">
      <div className="info__hero info__hero--center">
        <p className="eyebrow">Membership</p>
        <h1>Why Become a Member?</h1>
        <p className="lead">
          A free account keeps your coins, contacts and data with you on every device. Some of what Puzzle Gift offers
          is open to everyone: each card says who it is for.
        </p>
      </div>
      <ul className="benefits" aria-label="Member benefits">
        {benefits.map((benefit) => (
          <li key={benefit.icon} className={`card benefit benefit--${benefit.tint}`}>
            <span className="benefit__badge">
              <BenefitIcon name={benefit.icon} />
            </span>
            <h2 className="benefit__title">{benefit.title}</h2>
            <p className={`benefit__audience benefit__audience--${benefit.audience}`}>{AUDIENCE_LABELS[benefit.audience]}</p>
            <p className="benefit__text">{benefit.text}</p>
            {benefit.link && (
              <Link className="benefit__link" to={benefit.link.to}>
                {benefit.link.label} <span aria-hidden="true">→</span>
              </Link>
            )}
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
