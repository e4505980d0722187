/** What the voice is saying, as text: for children who cannot hear it and rooms too loud to. */
export function Caption({ text }: { text: string | null }) {
  return (
    <p className="learn-caption" aria-live="polite" data-testid="learn-caption">
      {text ?? ''}
    </p>
  );
}
