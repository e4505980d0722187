import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Move } from '../../game/rules/board';
import { ProgressReporter, REPORT_AFTER_MS } from '../../client/lib/puzzles/progress-reporter';
import { SWAP_GLIDE_MS } from '../../game/scenes/swap/look';

/** A send function whose requests the test answers one by one. */
function controlledSend() {
  const calls: { moves: readonly Move[]; settle: (ok: boolean) => void }[] = [];
  const send = (moves: readonly Move[]) =>
    new Promise<void>((resolve, reject) => calls.push({ moves, settle: (ok) => (ok ? resolve() : reject(new Error('down'))) }));
  return { calls, send };
}

/** After the reporter's own timer (0 ms in these tests) and the promises behind it. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => new Promise((resolve) => setImmediate(resolve)));

describe('ProgressReporter', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until the swap has glided into place', () => {
    vi.useFakeTimers();
    const { calls, send } = controlledSend();
    new ProgressReporter(send).report([[0, 1]]);
    vi.advanceTimersByTime(SWAP_GLIDE_MS);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(REPORT_AFTER_MS - SWAP_GLIDE_MS);
    expect(calls.map((call) => call.moves)).toEqual([[[0, 1]]]);
  });

  it('sends after the tap that made the move, never inside it', async () => {
    const { calls, send } = controlledSend();
    new ProgressReporter(send, 0).report([[0, 1]]);
    expect(calls).toHaveLength(0);
    await flush();
    expect(calls.map((call) => call.moves)).toEqual([[[0, 1]]]);
  });

  it('sends moves made in the same moment together', async () => {
    const { calls, send } = controlledSend();
    const reporter = new ProgressReporter(send, 0);
    reporter.report([[0, 1]]);
    reporter.report([[0, 1], [2, 3]]);
    await flush();
    expect(calls.map((call) => call.moves)).toEqual([[[0, 1], [2, 3]]]);
  });

  it('keeps one request in flight and sends the latest moves together afterwards', async () => {
    const { calls, send } = controlledSend();
    const reporter = new ProgressReporter(send, 0);
    reporter.report([[0, 1]]);
    await flush();
    reporter.report([[0, 1], [2, 3]]);
    await flush();
    reporter.report([[0, 1], [2, 3], [4, 5]]);
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.moves).toEqual([[0, 1]]);
    calls[0]!.settle(true);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.moves).toEqual([[0, 1], [2, 3], [4, 5]]);
    calls[1]!.settle(true);
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('carries on after a failed report', async () => {
    const { calls, send } = controlledSend();
    const reporter = new ProgressReporter(send, 0);
    reporter.report([[0, 1]]);
    await flush();
    reporter.report([[0, 1], [1, 2]]);
    calls[0]!.settle(false);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.moves).toEqual([[0, 1], [1, 2]]);
  });

  it('sends nothing more once stopped', async () => {
    const { calls, send } = controlledSend();
    const reporter = new ProgressReporter(send, 0);
    reporter.report([[0, 1]]);
    await flush();
    reporter.report([[0, 1], [1, 2]]);
    reporter.stop();
    calls[0]!.settle(true);
    await flush();
    reporter.report([[5, 6]]);
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('drops the moves not yet sent, and sends a later list after the one in flight', async () => {
    const { calls, send } = controlledSend();
    const reporter = new ProgressReporter(send, 0);
    reporter.report([[0, 1]]);
    await flush();
    reporter.report([[0, 1], [1, 2]]);
    reporter.drop();
    reporter.report([]); // Start over
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]!.settle(true);
    await flush();
    expect(calls.map((call) => call.moves)).toEqual([[[0, 1]], []]);
  });

  it('keeps its own copy of the list', async () => {
    const { calls, send } = controlledSend();
    const moves: Move[] = [[0, 1]];
    new ProgressReporter(send, 0).report(moves);
    moves.push([2, 3]);
    await flush();
    expect(calls[0]!.moves).toEqual([[0, 1]]);
  });
});
