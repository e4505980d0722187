import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { cardFormFields, type CardType } from '../../../../../game/rules/cards';
import { fontFamilyCss } from '../../../../../game/rules/gift';
import { useCardDraft } from '../../../../stores/card-draft';
import { FIELD_GROUPS, FIELD_SPECS, fieldId } from '../field-specs';
import type { ImageGeneration } from '../useGenerateImage';
import { BoardOptions } from './BoardOptions';
import { DraftField } from './DraftField';
import { GenerateControls } from './GenerateControls';
import { ToneSelect } from './ToneSelect';
import { ContactPicker } from '../../../contacts/ContactPicker';

interface CardDetailsFormProps {
  cardType: CardType;
  generation: ImageGeneration;
}

/**
 * Steps 2 to 4: who it is for, the event (and a coupon's offer), the picture and
 * the message, then the button that paints it. Every field is saved to the draft
 * as it is typed; nothing here is required except the description, for a picture.
 */
export function CardDetailsForm({ cardType, generation }: CardDetailsFormProps) {
  const draft = useCardDraft(
    useShallow((s) => ({
      fields: s.fields,
      gridSize: s.gridSize,
      fontStyle: s.fontStyle,
      hasImage: s.image !== null,
      // Flat, not a nested object: useShallow compares one level, and a new object on every read made
      // React re-render without end (Maximum update depth exceeded) as soon as a card type was chosen.
      puzzleType: s.puzzleType,
      pieces: s.pieces,
      rotation: s.rotation,
    })),
  );
  const shape = useMemo(() => ({ puzzleType: draft.puzzleType, pieces: draft.pieces, rotation: draft.rotation }), [draft.puzzleType, draft.pieces, draft.rotation]);
  const { setField, setGridSize, setFontStyle, setBoardShape } = useCardDraft.getState();
  const shown = cardFormFields(cardType);
  const promptError = generation.promptProblem && !draft.fields.imagePrompt.trim() ? generation.promptProblem : undefined;

  return (
    // No submit button: Enter in a field must not spend one of the hour's pictures.
    <form className="card form card-form" aria-labelledby="card-form-title" noValidate onSubmit={(event) => event.preventDefault()} aria-busy={generation.busy}>
      <h2 id="card-form-title" className="visually-hidden">
        Card details
      </h2>
      {FIELD_GROUPS.map((group) => {
        const fields = group.fields.filter((name) => shown.includes(name));
        if (fields.length === 0) return null;
        return (
          <fieldset key={group.title} className="card-form__group">
            <legend className="card-legend">{group.title}</legend>
            <div className="card-form__grid">
              {fields.includes('toName') && <ContactPicker onPick={(contact) => (setField('toName', contact.name), setField('toEmail', contact.email))} />}
              {fields.map((name) =>
                name === 'tone' ? (
                  <ToneSelect key={name} id={fieldId(name)} value={draft.fields.tone} onChange={(value) => setField('tone', value)} />
                ) : (
                  <DraftField
                    key={name}
                    id={fieldId(name)}
                    spec={FIELD_SPECS[name]}
                    value={draft.fields[name]}
                    onChange={(value) => setField(name, value)}
                    error={name === 'imagePrompt' ? promptError : undefined}
                    style={name === 'customMessage' ? { fontFamily: fontFamilyCss(draft.fontStyle) } : undefined}
                  />
                ),
              )}
              {group.fields.includes('customMessage') && (
                <BoardOptions
                  shape={shape}
                  gridSize={draft.gridSize}
                  fontStyle={draft.fontStyle}
                  onShape={setBoardShape}
                  onGridSize={setGridSize}
                  onFontStyle={setFontStyle}
                />
              )}
            </div>
          </fieldset>
        );
      })}
      <GenerateControls busy={generation.busy} hasImage={draft.hasImage} error={generation.error} onGenerate={generation.generate} />
    </form>
  );
}
