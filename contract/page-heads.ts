import { isLetter, letterEntry } from '../game/rules/letters';

/**
 * The title and description of every page of the app (client/app/router.tsx), as the
 * server writes them into the page it sends. Plain values here, not in server/, so the
 * client can set the same document.title when it navigates without a reload.
 */

export const SITE_NAME = 'Puzzle Gift';
export const DEFAULT_DESCRIPTION = 'Turn your photo and a private message into a puzzle gift.';

export interface PageHead {
  title: string; // the whole <title>
  description: string;
  path: string; // the page's path as the router's table spells it, for the canonical link
}

/** A page's whole title from its own name: "Daily Puzzle | Puzzle Gift". */
export const titled = (name: string) => `${name} | ${SITE_NAME}`;

const LEARN = ['/learn', 'Learn the alphabet', 'Learn the alphabet: a picture puzzle, a spelling game and tracing for every letter, with voices.'] as const;

/** Pages with a fixed path: [path, name (the page's heading), description]. */
const FIXED_PAGES: readonly (readonly [string, string, string])[] = [
  ['/', 'Create Your Puzzle', 'Turn your photo and a private message into a tile-swap puzzle and send it as a gift.'],
  ['/puzzle', 'Puzzle Preview', 'Preview your puzzle, then send it to someone by e-mail.'],
  ['/ThankYou', 'Thank you!', 'Your puzzle is on its way.'],
  ['/create-puzzle-gift', 'Create Your Puzzle Gift', 'Describe a picture, we paint it, and your card hides inside a puzzle.'],
  LEARN,
  ['/terms', 'Terms and Conditions', 'The terms of using Puzzle Gift.'],
  ['/benefits', 'Why Become a Member?', 'What a free Puzzle Gift account gives you.'],
  ['/login', 'Login', 'Sign in to keep your coins and puzzle gifts together.'],
  ['/register', 'Create Your Free Account', 'Join Puzzle Gift for free.'],
  ['/reset-password', 'Reset Password', 'Get a link to choose a new password.'],
  ['/new-password', 'Choose a new password', 'Choose a new password for your account.'],
  ['/my-gifts', 'My gifts', 'Every puzzle and card you sent, and how far each has got.'],
  ['/contacts', 'Contacts', 'Everyone you send gifts to, with their birthdays and anniversaries, and reminders in time.'],
  ['/account', 'My account', 'Your e-mail, password, passkeys and sessions; export your data or delete your account.'],
  ['/account/confirm-email', 'Confirm your e-mail', 'Confirm the new e-mail address of your account.'],
  ['/admin-login', 'Admin Login', 'Sign in as an administrator.'],
  ['/admin-scheduler', 'Admin Scheduler', 'Schedule the daily word and picture puzzles.'],
  ['/thedailywordpuzzle', 'Daily Word Puzzle', 'Swap the letters to find the Word of the Day!'],
  ['/DailyPuzzle', 'Daily Puzzle', 'Swap the tiles to complete today’s picture puzzle.'],
];
/** By lower-case path: the router matches paths without regard to case (React Router's default). */
const FIXED = new Map(FIXED_PAGES.map(([path, name, description]) => [path.toLowerCase(), { path, name, description }]));

/** Pages with an id or a letter in their path: `/play/:id` and the like. */
const PARAMETRIC: { prefix: string; head(param: string): Omit<PageHead, 'path'> }[] = [
  { prefix: '/play/', head: () => ({ title: titled('Your puzzle gift'), description: 'Someone has hidden a private message inside a jumbled photograph for you.' }) },
  { prefix: '/play-puzzle-card/', head: () => ({ title: titled('Your puzzle card'), description: 'Someone has sent you a card hidden inside a picture puzzle.' }) },
  { prefix: '/watch/', head: () => ({ title: titled('Watch your puzzle'), description: 'Follow your puzzle gift live as it is opened and solved.' }) },
  { prefix: '/together/', head: () => ({ title: titled('Solve a puzzle together'), description: 'Put a photo back together with family and friends, each on their own screen.' }) },
  { prefix: '/redeem/', head: () => ({ title: titled('Redeem a coupon'), description: 'Redeem a puzzle card’s coupon.' }) },
  { prefix: '/unsubscribe/', head: () => ({ title: titled('Don’t send me puzzle gifts'), description: 'Choose not to receive puzzle gifts and cards at this address.' }) },
  { prefix: '/learn/alphabet/', head: (letter) => letterHead(letter, (upper, word) => `${upper} is for ${word}`) },
  { prefix: '/learn/alphabetLesson/', head: (letter) => letterHead(letter, (upper) => `Letter ${upper} Lesson`) },
];

function letterHead(raw: string, name: (upper: string, word: string) => string): Omit<PageHead, 'path'> {
  // The page sends any other letter to 'a' (or the section) itself; until then it wears the section's head.
  if (!isLetter(raw)) return learnHead();
  const upper = raw.toUpperCase();
  const { word } = letterEntry(raw);
  return { title: titled(name(upper, word)), description: `${upper} is for ${word}: put the picture together, spell the word and trace the letter.` };
}

function learnHead(): Omit<PageHead, 'path'> {
  return { title: titled(LEARN[1]), description: LEARN[2] };
}

/**
 * The head of the page at `pathname` (no query), or null for a path the app does not
 * know (the client sends it home; the caller uses the default head).
 */
export function pageHead(pathname: string): PageHead | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname; // the router ignores a trailing slash
  const fixed = FIXED.get(path.toLowerCase());
  if (fixed) return { title: path === '/' ? `${SITE_NAME}: ${fixed.name}` : titled(fixed.name), description: fixed.description, path: fixed.path };
  for (const page of PARAMETRIC) {
    if (!path.toLowerCase().startsWith(page.prefix.toLowerCase())) continue;
    const param = path.slice(page.prefix.length);
    if (param === '' || param.includes('/')) continue;
    return { ...page.head(param), path: page.prefix + param };
  }
  // Any other page of the alphabet section is sent back to /learn by the client.
  if (path.toLowerCase().startsWith('/learn/')) return { ...learnHead(), path: '/learn' };
  return null;
}

/** The head of a path the app does not know. */
export const DEFAULT_HEAD: Omit<PageHead, 'path'> = { title: SITE_NAME, description: DEFAULT_DESCRIPTION };
