import { useState } from 'react';
import type { PartyPlayer } from '../../../contract/party';

interface PlayersListProps {
  players: readonly PartyPlayer[];
  youId: string | null;
  onRemove?: (playerId: string) => Promise<void>; // the host's view: a Remove button by every guest
}

/** Who is here: each player's colour (their cursor's and outline's), name, and whether they are online. */
export function PlayersList({ players, youId, onRemove }: PlayersListProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const remove = (player: PartyPlayer) => {
    setProblem(null);
    onRemove?.(player.id).catch((error: unknown) => setProblem(error instanceof Error ? error.message : 'That did not work.'));
  };
  return (
    <section className="party-players" aria-labelledby="party-players-title">
      <h2 id="party-players-title" className="party-players__title">
        Solving together ({players.filter((player) => player.online).length} here)
      </h2>
      <ul className="party-players__list" data-testid="party-players">
        {players.map((player) => (
          <li key={player.id} className="party-players__player" data-online={player.online} data-player-id={player.id}>
            <span className="party-players__dot" style={{ background: player.colour }} aria-hidden="true" />
            <span className="party-players__name">
              {player.name}
              {player.id === youId ? ' (you)' : ''}
              {player.host ? <span className="party-players__tag"> host</span> : null}
            </span>
            <span className="party-players__state">{player.online ? 'online' : 'away'}</span>
            {onRemove && !player.host && player.id !== youId && (
              <button type="button" className="button button--ghost party-players__remove" onClick={() => remove(player)}>
                Remove <span className="visually-hidden">{player.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {problem && <p className="form-error">{problem}</p>}
    </section>
  );
}
