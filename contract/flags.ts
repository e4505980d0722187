/**
 * Early access (issue 22 part 7): features an admin opens to nobody, to members (signed-in
 * accounts) first, or to everyone. The server enforces them (server/flags/); the client only
 * hides what GET /api/features says is closed to it.
 */
export const FEATURE_FLAGS = ['big-jigsaw', 'solve-together', 'gift-store'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const AUDIENCES = ['off', 'members', 'everyone'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** What each flag covers, as the admin screen says it. */
export const FEATURE_LABELS: Record<FeatureFlag, string> = {
  'big-jigsaw': 'Jigsaws over 96 pieces',
  'solve-together': 'Solve together (parties)',
  'gift-store': 'Gift store (attach a present)',
};

/** The largest jigsaw anyone may create while 'big-jigsaw' is closed to them. */
export const SMALL_JIGSAW_MAX = 96;

/** Whether a visitor may use a feature open to `audience`. */
export function audienceAllows(audience: Audience, signedIn: boolean): boolean {
  return audience === 'everyone' || (audience === 'members' && signedIn);
}

/** The 403 'feature-off' sentence: says whether signing in would help. */
export function featureRefusal(flag: FeatureFlag, audience: Audience): string {
  const what = FEATURE_LABELS[flag];
  return audience === 'members' ? `${what}: members only for now. Sign in to use it.` : `${what} is switched off for now.`;
}
