import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReplyTarget } from '../../../contract/schemas/replies';
import { apiJson } from '../../lib/http';
import { useReplyTo } from '../../stores/reply-to';

/**
 * "/?reply=<token>" from a solved gift: asks the server who the reply goes to
 * (by name only), keeps it for the send step and tidies the address bar.
 * Answers a problem to show when the link is not valid.
 */
export function useReplyLink(): string {
  const [params, setParams] = useSearchParams();
  const token = params.get('reply');
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!token) return;
    let current = true;
    apiJson<ReplyTarget>(`/api/replies/${encodeURIComponent(token)}`).then(
      (target) => {
        if (!current) return;
        useReplyTo.getState().set({ token, recipientName: target.recipientName, senderName: target.senderName });
        setParams({}, { replace: true });
      },
      (failure: unknown) => current && setProblem(failure instanceof Error ? failure.message : 'This reply link is not valid.'),
    );
    return () => {
      current = false;
    };
  }, [token, setParams]);

  return problem;
}
