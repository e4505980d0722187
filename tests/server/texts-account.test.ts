import { afterEach, describe, expect, it } from 'vitest';
import { accountDataParts } from '../../server/account/data-parts';
import { textsPart } from '../../server/texts/account-part';
import { registerUser } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';

const SMS = { SMS_URL: 'http://AC1:token@127.0.0.1:9/2010-04-01/Accounts/AC1/Messages.json', SMS_FROM: '+14155550100' }; // never reached: nothing is flushed

describe("an account's texts, as export and deletion see them", () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('exports the numbers of its gifts sent by text; erasing blanks them and withdraws the texts not yet sent', async () => {
    t = await buildTestApp(SMS);
    await t.app.texts?.stop(); // this test looks at the queue, not at the provider
    const { user, cookie } = await registerUser(t);
    const form = puzzleForm(validPuzzleFields({ sendBy: 'both', recipientPhone: '+1 415 555 0123' }), { data: await solidJpeg(300, 300) });
    const created = await t.request({ method: 'POST', url: '/api/puzzles', payload: form, headers: { cookie } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();

    expect(await textsPart.export(t.app.db, user.id)).toEqual([{ giftId: id, recipientPhone: '+14155550123', textedByServer: true, textSentAt: null }]);
    expect(accountDataParts.indexOf(textsPart)).toBeLessThan(accountDataParts.findIndex((part) => part.name === 'gifts')); // before the gifts leave the account

    await t.app.db.transaction().execute((trx) => textsPart.erase(trx, user.id));
    expect(await t.app.db.selectFrom('texts').select('id').execute()).toEqual([]);
    expect(await t.app.db.selectFrom('puzzles').select('recipient_phone').where('id', '=', id).executeTakeFirst()).toEqual({ recipient_phone: null });
  });
});
