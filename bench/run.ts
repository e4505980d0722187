import { benchBundleSize } from './bundle-size';
import { benchCardPicture } from './card-picture';
import { benchCoins } from './coins';
import { benchCluster } from './cluster';
import { benchExport } from './export';
import { benchFaults } from './faults';
import { benchFrames } from './frames';
import { benchGrowth } from './growth';
import { benchImagePipeline } from './image-pipeline';
import { benchJigsaw } from './jigsaw';
import { benchLighthouse } from './lighthouse';
import { benchReadThroughput } from './read-throughput';
import { benchTogether } from './together';
import { benchWatchLatency } from './watch-latency';
import type { BenchResult } from './lib/result';


// `npm run bench [name…]`: each benchmark measures both sides in this one run and prints the ratio.
const BENCHES: Record<string, () => Promise<BenchResult | BenchResult[]>> = {
  image: () => benchImagePipeline(),
  read: () => benchReadThroughput(),
  watch: () => benchWatchLatency(),
  bundle: () => benchBundleSize(),
  card: () => benchCardPicture(),
  lighthouse: () => benchLighthouse(),
  frames: () => benchFrames(),
  jigsaw: () => benchJigsaw(),
  cluster: () => benchCluster(),
  faults: () => benchFaults(),
  together: () => benchTogether(),
  growth: () => benchGrowth(),
  coins: () => benchCoins(),
  export: () => benchExport(),
};

const chosen = process.argv.slice(2).filter((name) => name in BENCHES);
const results: BenchResult[] = [];
for (const name of chosen.length > 0 ? chosen : Object.keys(BENCHES)) {
  process.stdout.write(`running ${name}…\n`);
  const result = await (BENCHES[name] as () => Promise<BenchResult | BenchResult[]>)();
  results.push(...(Array.isArray(result) ? result : [result]));
}

console.log('');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'MISS'} ${r.name}: ratio ${r.ratio.toFixed(2)} (goal ${r.goal}) — ${r.detail}`);
}
process.exit(0);
