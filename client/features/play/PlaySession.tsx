import type { PuzzleBoard } from '../../../contract/schemas/puzzles';
import { HERO_BOARD_WIDTH, heroBoardStyle } from '../../components/PhotoPuzzle';
import { PrivatePictureNote } from '../../components/PrivatePictureNote';
import { SolveStatus } from '../../components/SolveStatus';
import { siteUrl } from '../../lib/browser';
import { TogetherSession } from '../party/TogetherSession';
import { SolvedPanel } from './SolvedPanel';

/**
 * One board of one gift (a tile swap at one size, or a jigsaw): plays it, reports progress so
 * the sender sees it live, and asks the server (which checks the play) for the message. It
 * continues the board the server kept, from this or another device. Remounted (by key)
 * whenever a new board arrives.
 */
export function PlaySession({ board }: { board: PuzzleBoard }) {
  // siteUrl: the server renders this too (a puzzle's first screen, client/app/shell.tsx); imageUrl is a path.
  const shareUrl = siteUrl(`/play/${encodeURIComponent(board.id)}`);
  const shareImageUrl = board.isPublic ? siteUrl(board.imageUrl) : undefined;

  return (
    <TogetherSession board={board} maxWidth={HERO_BOARD_WIDTH}>
      {({ reveal, note, board: boardElement, together }) => (
        <>
          {note}
          {/* A jigsaw's table takes the column's whole width; a tile swap keeps its picture's shape. */}
          <div className="board-page__board" style={board.puzzleType === 'jigsaw' ? undefined : heroBoardStyle(board)}>
            {boardElement}
          </div>
          {!board.isPublic && <PrivatePictureNote />}
          <SolveStatus reveal={reveal} checking="Unlocking your message…" failed="The message could not be unlocked:" />
          {reveal.status === 'revealed' && (
            <SolvedPanel
              message={reveal.solved.message}
              fontStyle={reveal.solved.fontStyle}
              senderName={board.senderName}
              shareUrl={shareUrl}
              replyToken={reveal.solved.replyToken}
              present={reveal.solved.present}
              {...(shareImageUrl ? { shareImageUrl } : {})}
              {...(board.isPublic ? { photoUrl: board.imageUrl } : {})}
            />
          )}
          {together}
        </>
      )}
    </TogetherSession>
  );
}
