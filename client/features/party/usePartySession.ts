import { useEffect, useState } from 'react';
import { createPartySession, type PartySession } from '../../lib/party/session';

/**
 * A party session for as long as the component is mounted with this party and token (a new
 * token, a remount: a new session; the old one's socket is closed). Null until the effect ran,
 * and while there is no token (a link missing its fragment).
 */
export function usePartySession(partyId: string, token: string | null): PartySession | null {
  const [session, setSession] = useState<PartySession | null>(null);
  useEffect(() => {
    if (!token) return;
    const created = createPartySession({ partyId, token });
    setSession(created);
    return () => {
      created.close();
      setSession(null);
    };
  }, [partyId, token]);
  return session;
}
