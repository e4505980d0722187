import { Link } from 'react-router';
import { LETTERS, letterEntry } from '../../../game/rules/letters';
import { KioskToggle } from './kiosk/KioskToggle';
import './learn.css';

/** /learn: the alphabet section's home: a big tile for every letter, each with its picture. */
export default function LearnHomePage() {
  return (
    <main className="page learn learn-home">
      <header className="learn__header">
        <h1>Learn the alphabet</h1>
        <p className="learn__lead">Pick a letter: put its picture together, spell its word, then trace it.</p>
      </header>
      <ul className="learn-home__grid">
        {LETTERS.map((letter) => {
          const { word, picture } = letterEntry(letter);
          return (
            <li key={letter}>
              <Link className="learn-home__tile" to={`/learn/alphabet/${letter}`} aria-label={`${letter.toUpperCase()} is for ${word}`}>
                <span className="learn-home__letter" aria-hidden="true">
                  {letter.toUpperCase()}
                  {letter}
                </span>
                <img src={picture} alt="" width={96} height={96} loading="lazy" />
              </Link>
            </li>
          );
        })}
      </ul>
      <KioskToggle />
    </main>
  );
}
