import { MODERATION_MESSAGES, type ModerationAction } from '../../contract/moderation';
import { PICTURE_WIDTHS } from '../../contract/pictures';
import type { Db } from '../db/open';
import { notFound } from '../http-error';
import { fullCopyName, variantFileName } from '../images/variants';
import { boardChanged, kindOf } from '../puzzles/context';
import { puzzleNotFound } from '../puzzles/load';
import { insertAuditEntry } from '../repos/audit-log';
import { insertBlock, isBlocked } from '../repos/blocked-senders';
import { findOpenParty, updateParty } from '../repos/parties';
import { withdrawMail } from '../repos/outbox';
import { findPuzzle, type Puzzle } from '../repos/puzzles';
import { markPuzzleRemoved, pictureStillShown } from '../repos/removals';
import { openReportCount, resolveReports } from '../repos/reports';
import type { Actor, ModerationContext } from './context';
import { senderEmailHash } from './hashes';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A picture and every copy it may have (server/images/variants.ts). */
function pictureAndCopies(file: string): string[] {
  return [file, ...PICTURE_WIDTHS.map((width) => variantFileName(file, width)), fullCopyName(file)];
}

/**
 * Runs one admin decision about a reported puzzle and its audit entry in one transaction:
 * both are kept, or neither. Answers the entry's sentence.
 */
async function decide(
  ctx: ModerationContext,
  actor: Actor,
  action: ModerationAction,
  puzzleId: string,
  work: (trx: Db, puzzle: Puzzle, now: number) => Promise<string>,
): Promise<{ puzzle: Puzzle; detail: string }> {
  const now = ctx.puzzles.clock();
  return ctx.puzzles.db.transaction().execute(async (trx) => {
    const puzzle = await findPuzzle(trx, puzzleId);
    if (!puzzle) throw puzzleNotFound();
    const detail = await work(trx, puzzle, now);
    await insertAuditEntry(trx, { at: now, actor, action, puzzleId, detail });
    return { puzzle, detail };
  });
}

/**
 * Takes a gift or card down: its link answers 410 "This gift was removed" from now on (every
 * process's read cache forgets it), its open reports close, a mail not yet due is withdrawn,
 * an open party on it ends, and its picture and copies leave storage once the row says so.
 */
export async function takeDown(ctx: ModerationContext, actor: Actor, puzzleId: string): Promise<string> {
  let endedParty: string | null = null;
  const { puzzle, detail } = await decide(ctx, actor, 'take-down', puzzleId, async (trx, found, now) => {
    if (found.removedAt !== null) return `${found.kind} ${found.id} was already taken down`;
    await markPuzzleRemoved(trx, found.id, now);
    const closed = await resolveReports(trx, found.id, 'take-down', now);
    if (found.giftMailId !== null) await withdrawMail(trx, found.giftMailId, now);
    const party = await findOpenParty(trx, found.id); // solving it together stops too: no more moves, joins or reveal
    if (party) await updateParty(trx, party.id, { status: 'ended', holds: '[]' }, now);
    endedParty = party?.id ?? null;
    return `Took down ${found.kind} ${found.id} from ${found.senderName} <${found.senderEmail}> (${plural(closed, 'report')})`;
  });
  boardChanged(ctx.puzzles, puzzleId);
  if (endedParty) ctx.partyEnded?.(endedParty);
  // After the commit: a failure here leaves files no one can reach, never a live link without its picture.
  // A card's generated picture may have been sent again in another card, which keeps it.
  if (!(await pictureStillShown(ctx.puzzles.db, puzzle.imageFile))) {
    await ctx.puzzles.storage.removeAll(kindOf(ctx.puzzles, puzzle).folder, pictureAndCopies(puzzle.imageFile));
  }
  return detail;
}

/** Blocks the puzzle's sender from creating: by their address's keyed hash and their account, if any. */
export function blockSender(ctx: ModerationContext, actor: Actor, puzzleId: string): Promise<string> {
  const { secret } = ctx.puzzles;
  return decide(ctx, actor, 'block-sender', puzzleId, async (trx, puzzle, now) => {
    const emailHash = senderEmailHash(secret, puzzle.senderEmail);
    const who = `${puzzle.senderName} <${puzzle.senderEmail}>${puzzle.ownerUserId ? ` and account ${puzzle.ownerUserId}` : ''}`;
    if (await isBlocked(trx, emailHash, puzzle.ownerUserId)) return `${who} was already blocked`;
    await insertBlock(trx, { emailHash, userId: puzzle.ownerUserId, puzzleId: puzzle.id, at: now });
    return `Blocked ${who} (sender of ${puzzle.kind} ${puzzle.id})`;
  }).then((done) => done.detail);
}

/** Closes the puzzle's open reports without acting on it; 404 'no-open-report' when it has none. */
export function dismiss(ctx: ModerationContext, actor: Actor, puzzleId: string): Promise<string> {
  return decide(ctx, actor, 'dismiss', puzzleId, async (trx, puzzle, now) => {
    if ((await openReportCount(trx, puzzle.id)) === 0) throw notFound(MODERATION_MESSAGES.noReports, 'no-open-report');
    const closed = await resolveReports(trx, puzzle.id, 'dismiss', now);
    return `Dismissed ${plural(closed, 'report')} of ${puzzle.kind} ${puzzle.id}`;
  }).then((done) => done.detail);
}
