import { FEATURE_LABELS, type FeatureFlag } from '../../../contract/flags';
import type { BenefitIconName } from './BenefitIcons';

/** Who a benefit is for today: the page says so on each card, so it never promises a member what everyone has. */
export type BenefitAudience = 'members' | 'everyone' | 'closed';

export interface Benefit {
  icon: BenefitIconName;
  title: string;
  text: string;
  audience: BenefitAudience;
  link: { to: string; label: string } | null; // where the benefit lives
  tint: string; // each card gets its own colour family (a CSS modifier)
}

/** What the page learns from the server: the early-access flags and whether the gift store has presents. */
export interface BenefitFacts {
  membersFirst: readonly FeatureFlag[];
  storeOpenToEveryone: boolean;
  storeOpenToMembers: boolean;
  presentsOffered: boolean;
}

/** Until the server answers: nothing members-first, the store shown as open to everyone with presents. */
export const DEFAULT_FACTS: BenefitFacts = { membersFirst: [], storeOpenToEveryone: true, storeOpenToMembers: true, presentsOffered: true };

export const AUDIENCE_LABELS: Record<BenefitAudience, string> = {
  members: 'With a free account',
  everyone: 'For everyone',
  closed: 'Not open yet',
};

function giftStore(facts: BenefitFacts): Benefit {
  const base = { icon: 'gift' as const, title: 'Gift store', tint: 'pink' };
  if (!facts.storeOpenToMembers || !facts.presentsOffered) {
    return { ...base, audience: 'closed', link: null, text: 'Our gift store has no presents to offer right now. When it opens, you will be able to attach one to a gift.' };
  }
  return {
    ...base,
    audience: facts.storeOpenToEveryone ? 'everyone' : 'members',
    link: { to: '/', label: 'Send a gift with a present' },
    text:
      'Attach a present from our gift store to a gift or card: it is revealed with your message once the puzzle is solved. ' +
      'We take no payments; the retailer’s link may carry our affiliate tag, which can earn Puzzle Gift a commission.',
  };
}

function earlyAccess(facts: BenefitFacts): Benefit {
  const names = facts.membersFirst.map((flag) => FEATURE_LABELS[flag]);
  return {
    icon: 'early',
    title: 'Early access',
    audience: 'members',
    link: names.length > 0 ? { to: '/login', label: 'Sign in to try them' } : null,
    tint: 'orange',
    text:
      names.length > 0
        ? `New boards and features open to members first. Members only for now: ${names.join(', ')}.`
        : 'New boards and features may open to members first. Right now everything is open to everyone.',
  };
}

/** The members page's cards, in the spec's order, each saying only what the product does today. */
export function benefitsFor(facts: BenefitFacts): Benefit[] {
  return [
    {
      icon: 'coins',
      title: 'Unlimited coins',
      audience: 'members',
      link: { to: '/DailyPuzzle', label: 'Play today’s picture puzzle' },
      tint: 'gold',
      text:
        'Signed in, a clue or a swap in the daily games is never refused for lack of coins, and your coins, streaks and ' +
        'stats are kept on your account: the same on every device you sign in on.',
    },
    {
      icon: 'invite',
      title: 'Invitations by text or e\u2011mail', // a non-breaking hyphen: "e-" never ends a line
      audience: 'everyone',
      link: { to: '/', label: 'Send a puzzle gift' },
      tint: 'violet',
      text: 'Send a puzzle gift or card by e-mail, by text message, or both. On a phone, the text opens in your messages app with the link filled in.',
    },
    {
      icon: 'contacts',
      title: 'Contacts and reminders',
      audience: 'members',
      link: { to: '/contacts', label: 'Open your contacts' },
      tint: 'blue',
      text:
        'Everyone you send a gift or card to is saved to your contacts, to pick as you type. Import a vCard file or pick ' +
        'from your phone where the browser allows it, and get an e-mail a few days before a birthday or anniversary.',
    },
    giftStore(facts),
    {
      icon: 'noAds',
      title: 'No third-party ads',
      audience: 'everyone',
      link: { to: '/terms#privacy', label: 'Read how we handle your data' },
      tint: 'green',
      text: 'No advertising and no trackers: every page loads only from this site, and our tests check each one.',
    },
    earlyAccess(facts),
    {
      icon: 'account',
      title: 'Your account, your data',
      audience: 'members',
      link: { to: '/account', label: 'Go to your account' },
      tint: 'teal',
      text: 'Sign in with a passkey, see where you are signed in and sign out everywhere, download all your data, or delete your account at any time.',
    },
  ];
}
