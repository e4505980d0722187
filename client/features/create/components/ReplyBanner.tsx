import { useReplyTo } from '../../../stores/reply-to';

/** "Replying to Alex": the recipient is set; pick a photo, write, send. */
export function ReplyBanner({ problem }: { problem: string }) {
  const replyTo = useReplyTo((state) => state.replyTo);
  if (problem) {
    return (
      <p className="form-error" role="alert">
        {problem}
      </p>
    );
  }
  if (!replyTo) return null;
  return (
    <div className="reply-banner" role="status">
      <p>
        Replying to <strong>{replyTo.recipientName}</strong>: pick a photo, write your message, send.
      </p>
      <button type="button" className="button button--ghost" onClick={() => useReplyTo.getState().clear()}>
        Send to someone else
      </button>
    </div>
  );
}
