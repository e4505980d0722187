import { create } from 'zustand';
import type { PublicUser } from '../../contract/schemas/auth';
import { sessionApi } from '../lib/session-api';

interface SessionState {
  user: PublicUser | null;
  status: 'unknown' | 'loading' | 'known'; // 'known' once /api/auth/me has answered
  load(): Promise<void>;
  signedIn(user: PublicUser): void;
  logout(): Promise<void>;
}

/** Who is signed in, as the server says; the cookie itself is HttpOnly and never read here. */
export const useSession = create<SessionState>((set, get) => ({
  user: null,
  status: 'unknown',
  async load() {
    if (get().status === 'loading') return;
    set({ status: 'loading' });
    try {
      const { user } = await sessionApi.me();
      set({ user, status: 'known' });
    } catch {
      set({ user: null, status: 'known' });
    }
  },
  signedIn: (user) => set({ user, status: 'known' }),
  async logout() {
    await sessionApi.logout();
    set({ user: null, status: 'known' });
  },
}));
