import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { isLetter, letterEntry, letterFromPath, nextLetter, type Letter } from '../../../../game/rules/letters';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { useLearnVoice } from '../../../stores/learn-voice';
import { AlphabetNav } from '../components/AlphabetNav';
import { Caption } from '../components/Caption';
import { SpeakButton } from '../components/SpeakButton';
import { VoicePicker } from '../components/VoicePicker';
import { useClipPlayer } from '../useClipPlayer';
import { PictureStage } from './PictureStage';
import { SpellingStage } from './SpellingStage';
import '../learn.css';

const HOW_TO = [
  'Swap the pieces to complete the picture.',
  'Tap one square, then another to swap them.',
  'A correctly placed tile gets a green border.',
  'Continue until the picture is complete.',
];

type Stage = 'picture' | 'spelling' | 'done';

/** /learn/alphabet/{letter}: the letter's picture puzzle, then spelling its word (SPEC "Alphabet puzzle"). */
export default function AlphabetPuzzlePage() {
  const { letter: raw = '' } = useParams();
  if (!isLetter(raw)) return <Navigate to={`/learn/alphabet/${letterFromPath(raw)}`} replace />;
  return <LetterPuzzle key={raw} letter={raw} />; // a new letter starts afresh
}

function LetterPuzzle({ letter }: { letter: Letter }) {
  const { word, picture } = letterEntry(letter);
  const upper = letter.toUpperCase();
  const WORD = word.toUpperCase();
  const voice = useLearnVoice((s) => s.voice);
  const player = useClipPlayer();
  const reducedMotion = useReducedMotion();
  const [stage, setStage] = useState<Stage>('picture');
  const next = nextLetter(letter);

  return (
    <main className="page learn learn-puzzle">
      <AlphabetNav path={(l) => `/learn/alphabet/${l}`} />
      <header className="learn__header">
        <h1>
          {upper} is for {word}
        </h1>
        <div className="learn__voice">
          <SpeakButton onClick={() => player.play({ kind: 'instructions', voice })}>Instructions</SpeakButton>
          <SpeakButton onClick={() => player.play({ kind: 'prompt', letter, voice })}>Hear {upper}</SpeakButton>
          <VoicePicker />
        </div>
        <Caption text={player.caption} />
      </header>

      <div className="learn-puzzle__layout">
        <section className="learn-puzzle__stage" aria-labelledby="learn-stage-title">
          <h2 id="learn-stage-title">{stage === 'picture' ? 'Put the picture together' : stage === 'spelling' ? `Now spell ${WORD}` : 'You did it!'}</h2>
          <PictureStage
            picture={picture}
            word={word}
            maxWidth={stage === 'picture' ? 420 : 240}
            onSolved={() => {
              player.play({ kind: 'word', letter, voice }); // SPEC: the word's clip plays when the picture is whole
              setStage('spelling');
            }}
          />
          {stage !== 'picture' && (
            <SpellingStage
              word={word}
              celebrate={!reducedMotion}
              onSpelled={() => {
                player.play({ kind: 'word', letter, voice });
                setStage('done');
              }}
            />
          )}
          {stage === 'done' && (
            <div className="learn__done" role="status">
              <p className="learn__great">Great job! You spelled {WORD}!</p>
              <div className="learn__next">
                <Link className="button" to={`/learn/alphabetLesson/${letter}`}>
                  Trace the letter {upper}
                </Link>
                {next && (
                  <Link className="button button--ghost" to={`/learn/alphabet/${next}`}>
                    Next letter: {next.toUpperCase()}
                  </Link>
                )}
              </div>
            </div>
          )}
        </section>

        <aside className="learn-puzzle__howto card" aria-labelledby="learn-howto-title">
          <h2 id="learn-howto-title">How to play</h2>
          <ul>
            {HOW_TO.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </aside>
      </div>
    </main>
  );
}
