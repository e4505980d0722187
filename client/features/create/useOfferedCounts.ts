import { storedPhotoSize } from '../../../contract/puzzles';
import { JIGSAW_COUNTS, offeredCounts, type JigsawCount } from '../../../game/rules/jigsaw/counts';
import { useObjectUrl } from './useObjectUrl';
import { usePhotoSize } from './usePhotoSize';

/**
 * The jigsaw counts a chosen photo holds, judged on the picture the server will store (as the
 * server judges them); every count until the photo has been read.
 */
export function useOfferedCounts(photo: Blob | null): readonly JigsawCount[] {
  const size = usePhotoSize(useObjectUrl(photo));
  if (!size) return JIGSAW_COUNTS;
  const stored = storedPhotoSize(size.width, size.height);
  return offeredCounts(stored.width, stored.height);
}
