import { NavLink } from 'react-router';
import { LETTERS } from '../../../../game/rules/letters';

/** SPEC: an A-to-Z navigation of the 26 letters; big targets for small fingers. */
export function AlphabetNav({ path }: { path: (letter: string) => string }) {
  return (
    <nav className="alphabet-nav" aria-label="Letters">
      <ul>
        {LETTERS.map((letter) => (
          <li key={letter}>
            <NavLink to={path(letter)} className="alphabet-nav__letter" aria-label={`Letter ${letter.toUpperCase()}`}>
              {letter.toUpperCase()}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
