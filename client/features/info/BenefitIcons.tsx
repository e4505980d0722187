import { LineIcon } from '../../components/LineIcon';

/** Line icons for the members page, drawn in currentColor so each card can tint its own. */
const PATHS = {
  coins: (
    <>
      <ellipse cx="9" cy="6" rx="6" ry="3" />
      <path d="M3 6v4c0 1.7 2.7 3 6 3s6-1.3 6-3V6" />
      <path d="M3 10v4c0 1.7 2.7 3 6 3 1 0 2-.1 2.8-.4" />
      <ellipse cx="16" cy="14" rx="5" ry="2.5" />
      <path d="M11 14v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5v-4" />
    </>
  ),
  invite: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  contacts: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M17.5 14c2.3.3 3.8 2.2 4 4.5" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="9" width="18" height="12" rx="1.5" />
      <path d="M2 9h20M12 9v12" />
      <path d="M12 9C10 5 6.5 4.5 6.5 6.8 6.5 8.5 9.5 9 12 9zM12 9c2-4 5.5-4.5 5.5-2.2C17.5 8.5 14.5 9 12 9z" />
    </>
  ),
  noAds: (
    <>
      <path d="M12 2.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  early: (
    <>
      <path d="M13 3c4 1 7 4 8 8l-6 6-4-4-4-4z" />
      <path d="M7 9l-3 .5L3 13l4-.5M15 17l-.5 3-3.5 1 .5-4" />
      <circle cx="15.5" cy="8.5" r="1.5" />
      <path d="M5 19l2.5-2.5" />
    </>
  ),
  account: (
    <>
      <rect x="4" y="10.5" width="16" height="10.5" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <circle cx="12" cy="15.2" r="1.6" />
      <path d="M12 16.8v1.9" />
    </>
  ),
} as const;

export type BenefitIconName = keyof typeof PATHS;

export function BenefitIcon({ name }: { name: BenefitIconName }) {
  return (
    <LineIcon className="benefit__icon">{PATHS[name]}</LineIcon>
  );
}
