/**
 * Delivery of a gift or card: plain values both sides use (the schemas are in
 * schemas/delivery.ts, which the client imports as types only).
 */

/** What the pages say about delivery, word for word. */
export const DELIVERY_MESSAGES = {
  alreadySent: 'This gift has already been sent, so it can no longer be changed. You can still correct the address and send the link again.',
  notSentYet: 'This gift has not been sent yet: change its address instead.',
  cancelled: 'This gift was cancelled by its sender.',
  replyAddress: 'A reply goes to the person who sent you their gift; its address cannot be changed.',
  badTimeZone: 'Choose a time zone from the list.',
  badSendAt: 'Choose a real date and time.',
  noSendAt: 'Choose the day and time it should arrive.', // the form's own check: the API reads no time as "now"
  pastSendAt: 'That time has already passed: choose a later time, or Send now.',
  farSendAt: 'A gift can be scheduled up to a year ahead.',
} as const;
