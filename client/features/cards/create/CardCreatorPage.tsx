import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { piecesFor } from '../../../stores/board-shape';
import { useCardDraft } from '../../../stores/card-draft';
import { CARD_JIGSAW_COUNTS } from './card-body';
import type { SendProblem } from './card-body';
import { CardDetailsForm } from './components/CardDetailsForm';
import { CardPreview } from './components/CardPreview';
import { CardSendForm, CONSENT_ID } from './components/CardSendForm';
import { CardTypePicker } from './components/CardTypePicker';
import { GENERATE_BUTTON_ID } from './components/GenerateControls';
import { fieldId } from './field-specs';
import { useGenerateImage } from './useGenerateImage';
import { useSendCard } from './useSendCard';
import '../../../components/board-page.css';
import './card-creator.css';

const STEPS = ['Choose card type', 'Fill recipient and event details', 'Describe the image and tone', 'Submit to generate'];

/** Moves focus (and so the view) to what a check asked for. */
function focusById(id: string): void {
  document.getElementById(id)?.focus();
}

function problemTarget(problem: SendProblem): string {
  if (problem.field === 'image') return GENERATE_BUTTON_ID;
  if (problem.field === 'consent') return CONSENT_ID;
  return fieldId(problem.field);
}

/**
 * /create-puzzle-gift — the AI card creator (SPEC section 2): a card type, the
 * details, a picture painted on the server from a description, a playable
 * preview, then sent like a gift. The draft survives a reload (stores/card-draft).
 */
export default function CardCreatorPage() {
  const draft = useCardDraft(
    useShallow((s) => ({ cardType: s.cardType, fields: s.fields, gridSize: s.gridSize, fontStyle: s.fontStyle, image: s.image, puzzleType: s.puzzleType, pieces: s.pieces, rotation: s.rotation })),
  );
  const setCardType = useCardDraft((s) => s.setCardType);
  const generation = useGenerateImage(() => focusById(fieldId('imagePrompt')));
  const sending = useSendCard((problem) => focusById(problemTarget(problem)));
  const { cardType, image } = draft;

  return (
    <main className="page card-creator">
      <div className="card card-creator__intro">
        <h1>Create Your Puzzle Gift</h1>
        <p className="lead card-creator__lead">
          Describe a picture and we paint it for you, then cut it into a puzzle that hides your message until the last piece is
          in place.
        </p>
        <ol className="card-creator__steps">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <CardTypePicker value={cardType} onChange={setCardType} />
        <p className="form-note card-creator__alt">
          Have a photo of your own? <Link to="/">Make a photo puzzle instead</Link>.
        </p>
      </div>

      {cardType && <CardDetailsForm cardType={cardType} generation={generation} />}
      {cardType && image && (
        <CardPreview
          cardType={cardType}
          image={image}
          fields={draft.fields}
          gridSize={draft.gridSize}
          shape={{ puzzleType: draft.puzzleType, pieces: piecesFor(draft.pieces, CARD_JIGSAW_COUNTS), rotation: draft.rotation }}
          fontStyle={draft.fontStyle}
          repainting={generation.busy}
          justPainted={generation.paintedId === image.imageId}
        />
      )}
      {cardType && (image || sending.error) && <CardSendForm sending={sending} recipientName={draft.fields.toName} />}
    </main>
  );
}
