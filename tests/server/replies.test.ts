import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryView } from '../../contract/schemas/delivery';
import type { ReplyTarget } from '../../contract/schemas/replies';
import type { SolvedBody } from '../../contract/schemas/puzzles';
import { buildTestApp, type TestApp } from './helpers/app';
import { createPuzzle, getBoard, postMoves, solvingMoves } from './helpers/puzzles';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';

describe('reply with a puzzle', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  afterEach(async () => t?.close());

  async function solvedGift(): Promise<{ id: string; solved: SolvedBody }> {
    t = await buildTestApp({ SMTP_URL: smtp.url });
    const { id } = await createPuzzle(t, { senderName: 'Alex', senderEmail: 'alex.private@example.com', recipientName: 'Sam', recipientEmail: 'sam@example.com' });
    const board = await getBoard(t, id);
    const solved = await postMoves(t, id, board.gridSize, solvingMoves(board.shuffle), 'solve');
    return { id, solved: solved.json<SolvedBody>() };
  }

  it('addresses the reply to the gift\'s sender, whose address its sender never sees', async () => {
    const { solved } = await solvedGift();
    const target = await t.request({ method: 'GET', url: `/api/replies/${encodeURIComponent(solved.replyToken)}` });
    expect(target.json<ReplyTarget>()).toEqual({ recipientName: 'Alex', senderName: 'Sam', kind: 'gift' });
    expect(target.body).not.toContain('alex.private');

    const reply = await createPuzzle(t, { replyToken: solved.replyToken, recipientName: undefined, recipientEmail: undefined, senderName: 'Sam', senderEmail: 'sam@example.com', message: 'Thank you!' });
    await t.app.outbox.flush();
    const toAlex = smtp.received.filter((mail) => mailTo(mail).includes('alex.private@example.com'));
    expect(toAlex.some((mail) => mail.subject === 'Sam sent you a puzzle gift' && mail.text?.includes('Hi Alex,'))).toBe(true);

    const view = await t.request({ method: 'GET', url: `/api/puzzles/${reply.id}/delivery`, headers: { authorization: `Bearer ${reply.watchToken}` } });
    expect(view.json<DeliveryView>()).toMatchObject({ recipientName: 'Alex', recipientEmail: null });
    expect(view.body).not.toContain('alex.private');
    const confirmation = smtp.received.find((mail) => mailTo(mail).includes('sam@example.com') && mail.subject?.includes('is on its way'));
    expect(confirmation?.text).not.toContain('alex.private');
    const resend = await t.request({ method: 'POST', url: `/api/puzzles/${reply.id}/delivery/resend`, headers: { authorization: `Bearer ${reply.watchToken}` }, payload: { recipientEmail: 'other@example.com' } });
    expect(resend.statusCode).toBe(400);
  });

  it.each([
    { name: 'a forged MAC', token: (real: string, id: string) => `${id}.${'A'.repeat(real.length - id.length - 1)}` },
    { name: 'another puzzle id', token: (real: string, id: string) => real.replace(id, 'AAAAAAAAAAAAAAAA') },
    { name: 'no MAC', token: (_real: string, id: string) => id },
  ])('refuses $name', async ({ token }) => {
    const { id, solved } = await solvedGift();
    const forged = token(solved.replyToken, id);
    expect((await t.request({ method: 'GET', url: `/api/replies/${encodeURIComponent(forged)}` })).json()).toMatchObject({ statusCode: 404, code: 'invalid-reply' });
    await expect(createPuzzle(t, { replyToken: forged, recipientName: undefined, recipientEmail: undefined })).rejects.toThrow(/404.*invalid-reply/);
  });

  it('still needs a recipient when it is not a reply', async () => {
    t = await buildTestApp();
    await expect(createPuzzle(t, { recipientEmail: undefined })).rejects.toThrow(/400.*recipientEmail is required/);
  });
});
