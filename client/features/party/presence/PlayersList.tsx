import type { ReactNode } from 'react';
import type { PartyPlayer } from '../../../../contract/party';
import './presence.css';

export interface PlayersListProps {
  players: readonly PartyPlayer[];
  youId: string | null;
  label?: string; // the list's accessible name
  action?(player: PartyPlayer): ReactNode; // e.g. the host's Remove button beside each guest
}

/** Who is here: each player's colour, name, "you", the host, and whether they are online. */
export function PlayersList({ players, youId, label = 'Who is playing', action }: PlayersListProps) {
  return (
    <ul className="party-players" aria-label={label} data-testid="party-players">
      {players.map((player) => {
        const tags = [player.id === youId ? 'you' : null, player.host ? 'host' : null].filter((tag) => tag !== null);
        return (
          <li
            key={player.id}
            className={`party-players__player${player.online ? '' : ' party-players__player--offline'}`}
            data-player={player.id}
            data-online={player.online}
          >
            <span className="party-players__dot" style={{ background: player.colour }} aria-hidden="true" />
            <span className="party-players__name">{player.name}</span>
            {tags.map((tag) => (
              <span key={tag} className="party-players__tag">
                {tag}
              </span>
            ))}
            <span className="visually-hidden">{player.online ? ', online' : ', away'}</span>
            {action && <span className="party-players__action">{action(player)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
