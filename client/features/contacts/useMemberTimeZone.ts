import { useEffect } from 'react';
import { useSession } from '../../stores/session';
import { browserTimeZone, contactsApi } from './api';

const SENT = 'puzzle-gift-time-zone-sent';

/**
 * Tells the server this browser's time zone once a member is signed in (at sign-in, or the first
 * page of a tab), so occasion reminders go on their local day; once per tab and member.
 */
export function useMemberTimeZone(): void {
  const userId = useSession((s) => s.user?.id);
  useEffect(() => {
    const timeZone = browserTimeZone();
    if (!userId || !timeZone) return;
    const mark = `${userId}:${timeZone}`;
    try {
      if (sessionStorage.getItem(SENT) === mark) return;
    } catch {
      // no storage: send it anyway
    }
    contactsApi
      .setTimeZone(timeZone)
      .then(() => {
        try {
          sessionStorage.setItem(SENT, mark);
        } catch {
          // the next page sends it again: harmless
        }
      })
      .catch(() => {}); // reminders then use the zone the server had
  }, [userId]);
}
