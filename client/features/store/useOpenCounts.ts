import { SMALL_JIGSAW_MAX } from '../../../contract/flags';
import type { JigsawCount } from '../../../game/rules/jigsaw/counts';
import { useFeature } from './useFeatures';

/** The jigsaw counts this visitor may choose: over 96 pieces only while 'big-jigsaw' is open to them (the server refuses them otherwise). */
export function useOpenCounts(offered: readonly JigsawCount[]): readonly JigsawCount[] {
  const bigOpen = useFeature('big-jigsaw');
  return bigOpen === false ? offered.filter((count) => count <= SMALL_JIGSAW_MAX) : offered;
}
