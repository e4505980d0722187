import type { MouseEvent } from 'react';
import './PreviewImage.css';

interface PreviewToggleProps {
  visible: boolean;
  controls: string; // id of the preview it shows and hides
  onToggle(): void;
}

/** "Hide Preview" / "Show Preview" (SPEC: visible by default). */
export function PreviewToggle({ visible, controls, onToggle }: PreviewToggleProps) {
  return (
    <button type="button" className="button button--ghost" aria-expanded={visible} aria-controls={controls} onClick={onToggle}>
      {visible ? 'Hide Preview' : 'Show Preview'}
    </button>
  );
}

interface PreviewImageProps {
  id: string;
  src: string;
  srcSet?: string; // with sizes: candidates the browser picks from by its density (the preload's own)
  sizes?: string;
  size?: { width: number; height: number }; // the picture's, when known: its place is kept while it loads
  visible: boolean;
  privateMode?: boolean; // no drag, no context menu, "PUZZLE GIFT" watermark
  maxWidth?: number;
}

const blockMenu = (event: MouseEvent) => event.preventDefault();

/** The finished picture at half opacity, as a hint while solving. */
export function PreviewImage({ id, src, srcSet, sizes, size, visible, privateMode = false, maxWidth = 400 }: PreviewImageProps) {
  return (
    <figure id={id} className="gift-preview" hidden={!visible} style={{ maxWidth }} onContextMenu={privateMode ? blockMenu : undefined}>
      <img
        className="gift-preview__image"
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={size?.width}
        height={size?.height}
        alt="Preview of the finished picture"
        draggable={!privateMode}
        onDragStart={privateMode ? blockMenu : undefined}
      />
      {privateMode && (
        <div className="gift-watermark" aria-hidden="true">
          PUZZLE GIFT
        </div>
      )}
    </figure>
  );
}
