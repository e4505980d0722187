import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_VOICE, isVoice, type Voice } from '../../game/rules/letters';

interface VoiceState {
  voice: Voice;
  setVoice(voice: Voice): void;
  /** Back to the default (a kiosk does this when it goes idle). */
  reset(): void;
}

/** The alphabet's voice (SPEC: female or male), remembered on this device. */
export const useLearnVoice = create<VoiceState>()(
  persist(
    (set) => ({
      voice: DEFAULT_VOICE,
      setVoice: (voice) => set({ voice }),
      reset: () => set({ voice: DEFAULT_VOICE }),
    }),
    {
      name: 'learn-voice',
      partialize: ({ voice }) => ({ voice }),
      merge: (stored, current) => {
        const voice = (stored as { voice?: unknown } | null)?.voice;
        return { ...current, voice: typeof voice === 'string' && isVoice(voice) ? voice : DEFAULT_VOICE };
      },
    },
  ),
);
