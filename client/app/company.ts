/** Who runs the site: shown in the footer and the terms. */
export const COMPANY_NAME = 'Puzzle Gift Inc.';
export const SUPPORT_EMAIL = 'support@puzzle.gift';
