import { useRef, useState } from 'react';
import { useCardDraft } from '../../../stores/card-draft';
import { cardsApi } from '../api';
import { generateProblem, toGenerateBody } from './card-body';
import { generateErrorText } from './messages';

export interface ImageGeneration {
  busy: boolean;
  error: string; // the last failure, '' when none
  promptProblem: string; // the description is missing: shown beside it
  paintedId: string | null; // the picture this page painted last (not one restored from the draft)
  generate(): void;
}

/**
 * Asks the server for the draft's picture. A new picture replaces the old one in
 * the draft; a failure keeps the old one (it is still a good picture) and says why.
 */
export function useGenerateImage(onMissingPrompt: () => void): ImageGeneration {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [promptProblem, setPromptProblem] = useState('');
  const [paintedId, setPaintedId] = useState<string | null>(null);
  const running = useRef(false); // a second click before React re-renders the disabled button

  function generate() {
    if (running.current) return;
    const draft = useCardDraft.getState();
    const problem = generateProblem(draft);
    const body = toGenerateBody(draft);
    setPromptProblem(problem ?? '');
    if (problem || !body) {
      onMissingPrompt();
      return;
    }
    running.current = true;
    setBusy(true);
    setError('');
    cardsApi
      .generateImage(body)
      .then((image) => {
        useCardDraft.getState().setImage({ imageId: image.imageId, imageUrl: image.imageUrl });
        setPaintedId(image.imageId);
      })
      .catch((failure: unknown) => {
        console.error('Generating the card picture failed', failure);
        setError(generateErrorText(failure));
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }

  return { busy, error, promptProblem, paintedId, generate };
}
