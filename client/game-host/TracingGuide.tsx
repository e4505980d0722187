import { pathLength, resample, type Point } from '../../game/rules/strokes/geometry';
import { GUIDES, type LetterForm } from '../../game/rules/strokes/index';
import { COLORS, SIZES } from '../../game/scenes/tracing/drawing';
import { cssColor } from '../../game/scenes/kit/css-color';

interface TracingGuideProps {
  form: LetterForm;
  done: number; // strokes already accepted: drawn solid
  complete: boolean;
}

const MARGIN = 0.04;
const polyline = (points: readonly Point[]) => points.map((p) => `${p.x},${p.y}`).join(' ');

/**
 * The tracing box drawn by the browser until the scene's first frame, in the scene's
 * colours and unit-box geometry (game/scenes/tracing/drawing.ts): the writing lines,
 * the dotted strokes, the strokes done, and where the next one starts. A still
 * picture: no animation costs the page anything while the engine is not there.
 */
export function TracingGuide({ form, done, complete }: TracingGuideProps) {
  const next = complete ? undefined : form.strokes[done];
  return (
    <svg className="tracing-guide" viewBox="0 0 1 1" aria-hidden="true" data-testid="tracing-guide">
      <g strokeWidth={SIZES.line}>
        <line x1={MARGIN} x2={1 - MARGIN} y1={GUIDES.top} y2={GUIDES.top} stroke={cssColor(COLORS.line)} strokeOpacity={0.9} />
        <line x1={MARGIN} x2={1 - MARGIN} y1={GUIDES.midline} y2={GUIDES.midline} stroke={cssColor(COLORS.midline)} strokeDasharray="0.03 0.03" />
        <line x1={MARGIN} x2={1 - MARGIN} y1={GUIDES.baseline} y2={GUIDES.baseline} stroke={cssColor(COLORS.line)} />
        <line x1={MARGIN} x2={1 - MARGIN} y1={GUIDES.descender} y2={GUIDES.descender} stroke={cssColor(COLORS.line)} strokeOpacity={0.4} />
      </g>
      {form.strokes.map((stroke, index) =>
        complete || index < done ? (
          <polyline
            key={index}
            points={polyline(stroke)}
            fill="none"
            stroke={cssColor(complete ? COLORS.complete : COLORS.done)}
            strokeWidth={SIZES.stroke}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <g key={index} fill={cssColor(COLORS.guideDots)} fillOpacity={0.75}>
            {resample(stroke, Math.max(2, Math.round(pathLength(stroke) / SIZES.guideSpacing) + 1)).map((point, i) => (
              <circle key={i} cx={point.x} cy={point.y} r={SIZES.guideDot} />
            ))}
          </g>
        ),
      )}
      {next?.[0] && <circle cx={next[0].x} cy={next[0].y} r={SIZES.startDot} fill={cssColor(COLORS.start)} />}
    </svg>
  );
}
