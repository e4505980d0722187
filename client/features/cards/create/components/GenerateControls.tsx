interface GenerateControlsProps {
  busy: boolean;
  hasImage: boolean;
  error: string;
  onGenerate(): void;
}

export const GENERATE_BUTTON_ID = 'card-generate';

/** Step 4: the one button that paints the picture, what it is doing, and why it failed. */
export function GenerateControls({ busy, hasImage, error, onGenerate }: GenerateControlsProps) {
  const label = busy ? 'Generating Puzzle Card…' : hasImage ? 'Build New Image' : 'Generate Puzzle Card';
  return (
    <div className="card-generate">
      <button
        id={GENERATE_BUTTON_ID}
        type="button"
        className="button button--block card-generate__button"
        disabled={busy}
        aria-describedby="card-generate-status"
        onClick={onGenerate}
      >
        {busy && <span className="card-generate__spinner" aria-hidden="true" />}
        {label}
      </button>
      {/* Always in the page, so screen readers announce the note when it appears. */}
      <div id="card-generate-status" role="status" aria-live="polite">
        {busy && <p className="form-note card-generate__wait">Please wait while your image is being generated...</p>}
        {!busy && hasImage && !error && <p className="form-note">Not quite right? Change the description or tone and build a new image.</p>}
      </div>
      {error && (
        <p className="form-error card-generate__error" role="alert">
          <span className="card-generate__cross" aria-hidden="true">
            ❌
          </span>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
