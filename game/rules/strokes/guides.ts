/**
 * The writing lines of the letter box (unit-box y, 0 = top), shared by the
 * stroke data and the tracing scene that draws them: capitals and ascenders
 * reach `top`; lower-case x-height letters sit between `midline` and
 * `baseline`; descenders (g, j, p, q, y) reach `descender`.
 */
export const GUIDES = { top: 0.12, midline: 0.45, baseline: 0.8, descender: 0.97 } as const;
