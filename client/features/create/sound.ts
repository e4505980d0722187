/**
 * The click of the "Puzzle Preview" button; silent where audio is blocked or missing.
 * The board kit's short wooden "tock" (assets/scripts/make-sounds.ts) doubles as the click.
 */
const CLICK_URL = '/audio/swap.mp3';

export function playClick(): void {
  try {
    const audio = new Audio(CLICK_URL);
    audio.volume = 0.6;
    void audio.play().catch(() => undefined);
  } catch {
    /* no audio support */
  }
}
