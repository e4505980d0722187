/** What the play and card pages use: the report link with its dialog, and the taken-down gift's page. */
export { ReportGift } from './ReportGift';
export { isRemoved, RemovedGift } from './RemovedGift';
