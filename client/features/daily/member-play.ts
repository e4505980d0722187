import type { ClaimRewardBody, SpendBody } from '../../../contract/schemas/coins';
import type { Move } from '../../../game/rules/board';
import { useCoins } from '../../stores/coins';
import { useDailyProgress } from '../../stores/daily-progress';
import { coinsApi } from '../../lib/coins-api';

/**
 * A member's daily play goes to the server: a spend is never refused (the server keeps the
 * balance at or above 0), a solve is claimed with its moves and paid once per day. The
 * answers show at once; the live event brings the same balance to the account's other devices.
 */
export function spendForMember(what: SpendBody['what']): void {
  coinsApi.spend(what).then(
    ({ balance }) => useCoins.getState().showAccount(balance),
    (error: unknown) => console.error(`Could not record the ${what}`, error),
  );
}

export function claimForMember(claim: Omit<ClaimRewardBody, 'moves'> & { moves: readonly Move[] }, setPaid: (paid: boolean) => void): void {
  coinsApi.claim({ ...claim, moves: claim.moves.map(([a, b]) => [a, b]) }).then(
    (result) => {
      setPaid(result.paid);
      useCoins.getState().showAccount(result.balance);
      useDailyProgress.getState().accountSolved(claim.game, result.progress);
    },
    (error: unknown) => {
      console.error('Could not claim the day’s coins', error);
      setPaid(false);
    },
  );
}
