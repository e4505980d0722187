/**
 * Recipients who can say no (issue 21): the words and paths the server and the
 * unsubscribe page share. The schemas are in contract/schemas/unsubscribe.ts.
 */

export const UNSUBSCRIBE_MESSAGES = {
  /** To a sender whose recipient is on the suppression list (exactly as the issue words it). */
  refused: 'This recipient has chosen not to receive puzzle gifts.',
  /** To a sender past the recipient's daily limit. */
  dailyLimit: (limit: number) =>
    `This recipient has already been sent ${limit} puzzle gifts or cards in the last 24 hours. Please try again tomorrow.`,
  /** A forged, altered or cut-off link: nothing was changed. */
  invalidToken: 'This unsubscribe link is not valid. It may have been cut short or changed; please open it again from the e-mail.',
  /** The visible link in every recipient's mail. */
  linkText: "Don't send me puzzle gifts",
} as const;

/** The page (GET) and the RFC 8058 one-click address (POST) carried in List-Unsubscribe. */
export const unsubscribePath = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;

/** The JSON calls of the page. */
export const unsubscribeApiPath = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;
