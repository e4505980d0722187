import { DEFAULT_FONT, fontFamilyCss, isFontStyle } from '../../game/rules/gift';
import './board-page.css';

interface RevealedMessageProps {
  message: string;
  fontStyle: string; // one of FONT_OPTIONS; anything else shows in the default font
  testId?: string;
}

/** A solved puzzle's message, in the font its sender chose. */
export function RevealedMessage({ message, fontStyle, testId }: RevealedMessageProps) {
  const font = isFontStyle(fontStyle) ? fontStyle : DEFAULT_FONT;
  return (
    <blockquote className="revealed-message" style={{ fontFamily: fontFamilyCss(font) }} data-testid={testId}>
      {message}
    </blockquote>
  );
}
