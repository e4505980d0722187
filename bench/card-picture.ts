import { renderOfflineImage } from '../server/ai/offline-image';
import { cardPicture } from '../server/cards/picture';
import { fmt, median, percentile, timeRuns } from './lib/stats';

const GOAL_MS = 300; // a card picture without an AI key: well under the second a person waits for it

/**
 * A card picture made offline, as `POST /api/cards/images` makes it without a key:
 * the 1024x1024 SVG rendered by sharp, then checked and cropped to the stored
 * 512x512 PNG. Every run has its own prompt, so nothing is cached between them.
 */
export async function benchCardPicture() {
  let run = 0;
  const samples = await timeRuns(20, 3, async () => {
    run += 1;
    const bytes = await renderOfflineImage({ prompt: `A lighthouse at dusk, gulls ${run}`, tone: 'dramatic', cardType: 'greeting', occasion: 'Happy birthday, Dad' });
    await cardPicture(bytes);
  });
  const typical = median(samples);
  return {
    name: 'card: offline card picture (render 1024 + crop to 512 PNG), median vs 300 ms',
    ratio: typical / GOAL_MS,
    detail: `median ${fmt(typical, 1)} ms, p90 ${fmt(percentile(samples, 90), 1)} ms over ${samples.length} pictures`,
    goal: '≤ 1.0',
    ok: typical <= GOAL_MS,
  };
}
