import { Type, type Static } from 'typebox';

/** Gift store: HTTP contract of server/routes/store and the client's picker, reveal and admin section. */

/** A present's id: 16 url-safe random characters. */
export const PresentId = Type.String({ pattern: '^[A-Za-z0-9_-]{10,40}$' });

export const PresentParams = Type.Object({ id: PresentId }, { additionalProperties: false });
export type PresentParams = Static<typeof PresentParams>;

/** What a sender picks from, and what the recipient sees after the solve. */
export const PresentCard = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    imageUrl: Type.String(), // /media/presents/<file>
    priceText: Type.String(),
    goUrl: Type.String(), // /go/present/<id>: counts the click, redirects to the retailer (tagged)
  },
  { additionalProperties: false },
);
export type PresentCard = Static<typeof PresentCard>;

/** GET /api/presents — the active presents, newest first; 403 'feature-off' when the gift store is closed to this visitor. */
export const PresentsBody = Type.Object({ presents: Type.Array(PresentCard) }, { additionalProperties: false });
export type PresentsBody = Static<typeof PresentsBody>;

/** The admin's view of one present: also its links (as entered and as followed), state and clicks. */
export const AdminPresent = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    imageUrl: Type.String(),
    priceText: Type.String(),
    retailerUrl: Type.String(),
    taggedUrl: Type.String(), // where the button really goes (AFFILIATE_TAGS applied)
    active: Type.Boolean(),
    clicks: Type.Integer(),
    createdAt: Type.Integer(),
  },
  { additionalProperties: false },
);
export type AdminPresent = Static<typeof AdminPresent>;

/**
 * GET /api/admin/presents → AdminPresentsBody.
 * POST /api/admin/presents (multipart: picture, title, priceText, retailerUrl) → 201 AdminPresent.
 * PUT /api/admin/presents/:id (multipart: title, priceText, retailerUrl, active; picture optional) → 200 AdminPresent.
 * Admins only, this site's Origin; every write is in the audit log.
 */
export const AdminPresentsBody = Type.Object({ presents: Type.Array(AdminPresent) }, { additionalProperties: false });
export type AdminPresentsBody = Static<typeof AdminPresentsBody>;
