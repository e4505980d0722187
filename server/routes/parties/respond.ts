import type { FastifyBaseLogger } from 'fastify';

export const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again.';

/**
 * Answers an event's ack with `work`'s answer: a client that sent no ack callback gets nothing,
 * and a failure is logged and answered with a sentence (`failed`), never left hanging or thrown.
 */
export function respond<A>(log: FastifyBaseLogger, what: string, ack: unknown, work: () => Promise<A>, failed: () => A): Promise<void> {
  const answer = typeof ack === 'function' ? (ack as (answer: A) => void) : () => undefined;
  return work().then(answer, (error: unknown) => {
    log.error({ err: error }, `answering ${what} failed`);
    answer(failed());
  });
}

/** Runs `work` for an event without an ack, logging a failure. */
export function quietly(log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): void {
  work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
}
