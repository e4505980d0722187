import { accountRoom, type CoinBalanceEvent } from '../../contract/coins';
import type { Realtime } from '../plugins/realtime';

/**
 * The live header: every socket whose handshake carried a session joins its account's room
 * when it connects, so a balance change reaches all of that account's devices. With the
 * Redis adapter the room spans every process (an emit here reaches a socket connected to
 * another); a recovered connection keeps its rooms.
 */
export interface CoinsLive {
  balanceChanged(userId: string, event: CoinBalanceEvent): void;
}

export function createCoinsLive(realtime: Realtime): CoinsLive {
  realtime.io.on('connection', (socket) => {
    if (socket.data.userId) void socket.join(accountRoom(socket.data.userId));
  });
  return {
    balanceChanged(userId, event) {
      realtime.io.to(accountRoom(userId)).emit('coins:balance', event);
    },
  };
}
