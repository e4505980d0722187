import type { PuzzleBoard } from '../../../contract/schemas/puzzles';
import { HERO_BOARD_WIDTH, heroBoardStyle, PhotoPuzzle } from '../../components/PhotoPuzzle';
import { ResumeNote } from '../../components/ResumeNote';
import { SolveStatus } from '../../components/SolveStatus';
import { siteUrl } from '../../lib/browser';
import { usePuzzleSolve } from '../../lib/puzzles/usePuzzleSolve';
import { SolvedPanel } from './SolvedPanel';

/**
 * One board of one gift at one size: plays it, reports progress so the sender
 * sees it live, and asks the server (which replays the moves) for the message.
 * It continues the moves the server kept, from this or another device.
 * Remounted (by key) whenever a new board arrives.
 */
export function PlaySession({ board }: { board: PuzzleBoard }) {
  const { reveal, moved, verify, startMoves, resumed, startOver } = usePuzzleSolve(board);
  // siteUrl: the server renders this too (a puzzle's first screen, client/app/shell.tsx); imageUrl is a path.
  const shareUrl = siteUrl(`/play/${encodeURIComponent(board.id)}`);
  const shareImageUrl = board.isPublic ? siteUrl(board.imageUrl) : undefined;

  return (
    <>
      <ResumeNote resumed={resumed} canStartOver={reveal.status === 'playing'} onStartOver={startOver} />
      <div className="board-page__board" style={heroBoardStyle(board)}>
        <PhotoPuzzle
          imageUrl={board.imageUrl}
          size={board}
          side={board.gridSize}
          start={board.shuffle}
          moves={startMoves}
          privateMode={!board.isPublic}
          maxWidth={HERO_BOARD_WIDTH}
          onMove={moved}
          onSolved={verify}
        />
      </div>
      {!board.isPublic && <p className="form-note play-private-note">The completed photograph is watermarked at the creator&apos;s request.</p>}
      <SolveStatus reveal={reveal} checking="Unlocking your message…" failed="The message could not be unlocked:" />
      {reveal.status === 'revealed' && (
        <SolvedPanel
          message={reveal.solved.message}
          fontStyle={reveal.solved.fontStyle}
          senderName={board.senderName}
          shareUrl={shareUrl}
          replyToken={reveal.solved.replyToken}
          {...(shareImageUrl ? { shareImageUrl } : {})}
          {...(board.isPublic ? { photoUrl: board.imageUrl } : {})}
        />
      )}
    </>
  );
}
