/** "My gifts": names and limits both sides use (the schemas and routes are in schemas/my-gifts.ts). */

/** Gifts per page of GET /api/my/gifts. */
export const MY_GIFTS_PAGE = 50;

/** What the server answers, word for word (the claim's 409 'owned-by-another-account'). */
export const MY_GIFTS_MESSAGES = {
  ownedByAnother: 'This gift is already saved in another account.',
} as const;
