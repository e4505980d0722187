/**
 * The celebration banner ("You Rock!", "Winner winner chicken dinner!"). The live
 * region stays mounted so screen readers announce the text when it appears.
 */
export function Banner({ text }: { text: string | null }) {
  return (
    <div className="daily-banner" role="status" aria-live="polite">
      {text ? <p className="daily-banner__text">{text}</p> : null}
    </div>
  );
}
