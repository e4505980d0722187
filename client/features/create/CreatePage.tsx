import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { MESSAGE_MAX, fontFamilyCss } from '../../../game/rules/gift';
import { BoardShapeFields } from '../../components/BoardShapeFields';
import { DifficultySelect, FontSelect } from '../../components/PuzzleChoices';
import { useDraft } from '../../stores/draft';
import { ImagePicker } from './components/ImagePicker';
import { ReplyBanner } from './components/ReplyBanner';
import { AddressedBanner } from '../contacts/AddressedBanner';
import { TermsAgreement } from './components/TermsAgreement';
import { TiledBackground } from './components/TiledBackground';
import { playClick } from './sound';
import { useOfferedCounts } from './useOfferedCounts';
import { useReplyLink } from './useReplyLink';
import './create.css';

export const PREVIEW_ALERT = 'Please upload an image and enter a message.';

const STEPS = [
  'Agree to the Terms and Conditions',
  'Select the image',
  'Add the message',
  'Select difficulty',
  'Select message font',
  'Preview',
  'Share',
];

/** "/": the sender chooses photo, message, difficulty and font (held in the draft store). */
export default function CreatePage() {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const draft = useDraft(
    useShallow((s) => ({ image: s.image, message: s.message, gridSize: s.gridSize, fontStyle: s.fontStyle, puzzleType: s.puzzleType, pieces: s.pieces, rotation: s.rotation })),
  );
  const { setImage, setMessage, setGridSize, setFontStyle, setBoardShape } = useDraft.getState();
  const offered = useOfferedCounts(draft.image);
  const replyProblem = useReplyLink();

  function onPreview(event: FormEvent) {
    event.preventDefault();
    playClick();
    if (!draft.image || !draft.message.trim()) {
      window.alert(PREVIEW_ALERT);
      return;
    }
    void navigate('/puzzle');
  }

  return (
    <div className="create-screen">
      <TiledBackground />
      <main className="page page--medium create">
        <div className="card create__card">
          <h1>Create Your Puzzle</h1>
          <ReplyBanner problem={replyProblem} />
          <AddressedBanner />
          <ol className="create__steps">
            {STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <form className="form" onSubmit={onPreview} noValidate>
            <TermsAgreement agreed={agreed} onChange={setAgreed} />
            <ImagePicker enabled={agreed} image={draft.image} onChoose={setImage} />

            <div className="field">
              <label htmlFor="create-message">Add the message</label>
              <textarea
                id="create-message"
                value={draft.message}
                maxLength={MESSAGE_MAX}
                aria-describedby="create-message-count"
                placeholder="Write something they will smile at when the picture comes together…"
                style={{ fontFamily: fontFamilyCss(draft.fontStyle) }}
                onChange={(event) => setMessage(event.target.value.slice(0, MESSAGE_MAX))}
              />
              <span id="create-message-count" className="field__hint">
                {draft.message.length} / {MESSAGE_MAX} characters
              </span>
            </div>

            <div className="create__row">
              <BoardShapeFields
                idPrefix="create"
                shape={draft}
                offered={offered}
                onChange={setBoardShape}
                difficulty={<DifficultySelect id="create-difficulty" label="Select difficulty" value={draft.gridSize} onChange={setGridSize} />}
              />
              <FontSelect id="create-font" label="Select message font" value={draft.fontStyle} onChange={setFontStyle} />
            </div>

            <button type="submit" className="button button--block">
              Puzzle Preview
            </button>
          </form>
          <p className="create__ai-link">
            <Link to="/create-puzzle-gift">No photo? Let AI paint a puzzle card →</Link>
          </p>
        </div>
      </main>
    </div>
  );
}
