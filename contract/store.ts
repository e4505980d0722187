/**
 * The gift store (issue 22 part 6): constants and sentences shared by server/store,
 * server/routes/store and the client's picker, reveal and admin section.
 */

/** Where present pictures live in storage (served at /media/presents/<file>). */
export const PRESENT_FOLDER = 'presents';

export const PRESENT_TITLE_MAX = 120;
export const PRICE_TEXT_MAX = 40;
export const RETAILER_URL_MAX = 2000;
export const PRESENT_PICTURE_MAX_BYTES = 8 * 1024 * 1024;

/** Multipart field names of the admin's present form. */
export const PRESENT_FIELDS = {
  picture: 'picture',
  title: 'title',
  priceText: 'priceText',
  retailerUrl: 'retailerUrl',
  active: 'active', // 'true' | 'false'
} as const;

/** Where the reveal's button goes: counts the click, then redirects to the tagged retailer link. */
export const presentGoPath = (presentId: string) => `/go/present/${encodeURIComponent(presentId)}`;

export const STORE_MESSAGES = {
  notFound: 'That present is not in the gift store (any more).',
  linkRequired: 'retailerUrl must be a web address starting with http:// or https://.',
  pictureRequired: 'Please choose a picture of the present.',
  fieldsRequired: 'Title, price and retailer link are required.',
  notMultipart: 'Send the present as multipart/form-data.',
  /** The reveal's sentence: "Ann also picked this for you: Teapot". */
  alsoPicked: (senderName: string) => `${senderName} also picked this for you:`,
} as const;
