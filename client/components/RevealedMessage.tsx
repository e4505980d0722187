import type { CSSProperties } from 'react';
import { DEFAULT_FONT, fontFamilyCss, isFontStyle } from '../../game/rules/gift';
import './board-page.css';

interface RevealedMessageProps {
  message: string;
  fontStyle: string; // one of FONT_OPTIONS; anything else shows in the default font
  testId?: string;
  written?: boolean; // written out word by word, as by hand (a reveal); none under reduced motion
}

const WRITING_MS = 2600; // the whole message, however long, is written within this
const WORD_MS_MAX = 220; // a short message is not written slower than a hand would

/** Words and the spaces between them, in order: the message is exactly their concatenation. */
const piecesOf = (message: string): string[] => message.split(/(\s+)/).filter((piece) => piece !== '');

/**
 * A solved puzzle's message, in the font its sender chose. Written out, every word is in the DOM
 * from the start (a screen reader reads it all at once) and only its drawing is delayed, by CSS.
 */
export function RevealedMessage({ message, fontStyle, testId, written = false }: RevealedMessageProps) {
  const font = isFontStyle(fontStyle) ? fontStyle : DEFAULT_FONT;
  const style = { fontFamily: fontFamilyCss(font) };
  if (!written) {
    return (
      <blockquote className="revealed-message" style={style} data-testid={testId}>
        {message}
      </blockquote>
    );
  }
  const pieces = piecesOf(message);
  const words = pieces.filter((piece) => piece.trim() !== '').length;
  const step = Math.min(WORD_MS_MAX, WRITING_MS / Math.max(1, words));
  let index = 0;
  return (
    <blockquote className="revealed-message revealed-message--written" style={style} data-testid={testId}>
      {pieces.map((piece, position) => {
        if (piece.trim() === '') return piece;
        const delay: CSSProperties = { animationDelay: `${Math.round(index++ * step)}ms` };
        return (
          <span key={position} className="revealed-message__word" style={delay}>
            {piece}
          </span>
        );
      })}
    </blockquote>
  );
}
