import { useState } from 'react';
import type { PartyPlayer } from '../../../contract/party';
import { PlayersList } from './presence/PlayersList';

interface PartyPlayersProps {
  players: readonly PartyPlayer[];
  youId: string | null;
  onRemove?: (playerId: string) => Promise<void>; // the host's view: a Remove button by every guest
}

/** Who is here, under a heading with how many are online; the host may remove a guest. */
export function PartyPlayers({ players, youId, onRemove }: PartyPlayersProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const remove = (player: PartyPlayer) => {
    setProblem(null);
    onRemove?.(player.id).catch((error: unknown) => setProblem(error instanceof Error ? error.message : 'That did not work.'));
  };
  const online = players.filter((player) => player.online).length;
  return (
    <section className="party-people" aria-labelledby="party-people-title">
      <h2 id="party-people-title" className="party-people__title">
        Solving together: {online} here
      </h2>
      <PlayersList
        players={players}
        youId={youId}
        {...(onRemove && {
          action: (player: PartyPlayer) =>
            player.host || player.id === youId ? null : (
              <button type="button" className="button button--ghost party-people__remove" onClick={() => remove(player)}>
                Remove <span className="visually-hidden">{player.name}</span>
              </button>
            ),
        })}
      />
      {problem && <p className="form-error">{problem}</p>}
    </section>
  );
}
