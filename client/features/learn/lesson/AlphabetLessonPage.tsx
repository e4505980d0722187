import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { isLetter, letterEntry, letterFromPath, nextLetter, type Letter } from '../../../../game/rules/letters';
import { letterForm } from '../../../../game/rules/strokes/index';
import { AlphabetNav } from '../components/AlphabetNav';
import { Caption } from '../components/Caption';
import { SpeakButton } from '../components/SpeakButton';
import { useClipPlayer } from '../useClipPlayer';
import { TracingBox } from './TracingBox';
import '../learn.css';

/** /learn/alphabetLesson/{letter}: say the letter, trace both its forms, and what it is for (SPEC "Alphabet lesson"). */
export default function AlphabetLessonPage() {
  const { letter: raw = '' } = useParams();
  if (!isLetter(raw)) return <Navigate to={`/learn/alphabetLesson/${letterFromPath(raw)}`} replace />;
  return <Lesson key={raw} letter={raw} />;
}

function Lesson({ letter }: { letter: Letter }) {
  const upper = letter.toUpperCase();
  const { isFor } = letterEntry(letter);
  const player = useClipPlayer();
  const [done, setDone] = useState({ upper: false, lower: false });
  const next = nextLetter(letter);
  const allDone = done.upper && done.lower;

  return (
    <main className="page learn learn-lesson">
      <AlphabetNav path={(l) => `/learn/alphabetLesson/${l}`} />
      <header className="learn__header">
        <h1>Letter {upper} Lesson</h1>
        <div className="learn__voice">
          <SpeakButton onClick={() => player.play({ kind: 'intro', letter })}>Say {upper}</SpeakButton>
        </div>
        <Caption text={player.caption} />
      </header>

      <div className="learn-lesson__boxes">
        <TracingBox form={letterForm(letter, 'upper')} name={`Capital ${upper}`} onComplete={() => setDone((d) => ({ ...d, upper: true }))} />
        <TracingBox form={letterForm(letter, 'lower')} name={`Small ${letter}`} onComplete={() => setDone((d) => ({ ...d, lower: true }))} />
      </div>

      <section className="learn-lesson__words card" aria-labelledby="is-for-title">
        <h2 id="is-for-title">{upper} is for</h2>
        <ul>
          {isFor.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
      </section>

      <div aria-live="polite">
        {allDone && (
          <div className="learn__done">
            <p className="learn__great">Great job! You&apos;re ready for the next letter!</p>
            <div className="learn__next">
              {next && (
                <Link className="button" to={`/learn/alphabetLesson/${next}`}>
                  Next letter: {next.toUpperCase()}
                </Link>
              )}
              <Link className="button button--ghost" to={`/learn/alphabet/${letter}`}>
                {upper} puzzle
              </Link>
            </div>
          </div>
        )}
      </div>
    </main>
  );
}
