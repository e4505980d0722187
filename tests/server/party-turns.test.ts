import { describe, expect, it } from 'vitest';
import type { PartyBoard, PartyMove } from '../../game/rules/party';
import { PartyTurns, type KnownParty, type PartyMoveNote } from '../../server/parties/turns';

const board: PartyBoard = { kind: 'swap', order: [1, 0, 3, 2] };
const known = (seq: number): KnownParty => ({
  state: { puzzleId: 'g', status: 'open', seq, board: JSON.stringify(board), holds: '[]', playing: true },
  board,
});
const swap = (a: number, b: number, order: readonly number[] = board.order): PartyMove => ({ kind: 'swap', a, b, tiles: [order[a] as number, order[b] as number] });
const note = (seq: number, move: PartyMove, holds = '[]'): PartyMoveNote => ({ partyId: 'p', seq, move, holds, status: 'open' });

/** What a process knows of party p after it knew seq 3 and was told `told`. */
function after(...told: PartyMoveNote[]): KnownParty | undefined {
  const turns = new PartyTurns();
  turns.remember('p', known(3));
  told.forEach((each) => turns.learn(each));
  return turns.knownOf('p');
}

describe("a process learns the other processes' moves", () => {
  it('applies the next move to what it knows, with the holds and status that came with it', () => {
    const learnt = after(note(4, swap(0, 1), '[{"player":"x","pieces":[2],"movedAt":5}]'));
    expect(learnt?.state).toMatchObject({ seq: 4, holds: '[{"player":"x","pieces":[2],"movedAt":5}]', board: JSON.stringify({ kind: 'swap', order: [0, 1, 3, 2] }) });
    expect(learnt?.board).toEqual({ kind: 'swap', order: [0, 1, 3, 2] });
  });

  it('applies notes in order, one after another', () => {
    const first = swap(0, 1);
    const second = swap(2, 3, [0, 1, 3, 2]);
    expect(after(note(4, first), note(5, second))?.board).toEqual({ kind: 'swap', order: [0, 1, 2, 3] });
  });

  it.each([
    ['a move it knows already (its own, or older)', [note(3, swap(0, 1))], 3],
    ['the same note twice', [note(4, swap(0, 1)), note(4, swap(0, 1))], 4],
  ])('ignores %s', (_name, told, seq) => {
    expect(after(...told)?.state.seq).toBe(seq);
  });

  it.each([
    ['a note missed (a gap)', [note(5, swap(0, 1))]],
    ['a move that does not apply to what it knows', [note(4, swap(0, 1, [9, 9, 9, 9]))]],
  ])('forgets the party after %s: the next move reads it', (_name, told) => {
    expect(after(...told)).toBeUndefined();
  });

  it('knows nothing of a party it has not played', () => {
    const turns = new PartyTurns();
    turns.learn(note(1, swap(0, 1)));
    expect(turns.knownOf('p')).toBeUndefined();
  });
});
