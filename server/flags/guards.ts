import type { FastifyRequest } from 'fastify';
import { SMALL_JIGSAW_MAX } from '../../contract/flags';
import { requireFeature } from './plugin';

/** 403 'feature-off' for a jigsaw over 96 pieces unless 'big-jigsaw' lets this visitor in. */
export async function requireJigsawSize(request: FastifyRequest, choice: { puzzleType?: string | null; pieces?: number | null }): Promise<void> {
  if (choice.puzzleType === 'jigsaw' && (choice.pieces ?? 0) > SMALL_JIGSAW_MAX) await requireFeature(request, 'big-jigsaw');
}
