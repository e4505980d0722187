import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, each caught on a deliberate violation
 * (and each allowed import let through), linted as if the file lived at `file`.
 */
// The files are made up, so the type-aware rules (which need a real file in the project) are off.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..'), overrideConfig: tseslint.configs.disableTypeChecked });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId?.endsWith('no-restricted-imports') || message.ruleId === 'no-restricted-globals').map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    { rule: 'a scene never imports the client', file: 'game/scenes/swap/x.ts', code: "import { SwapBoard } from '../../../client/game-host/SwapBoard';\nvoid SwapBoard;", fails: 'game/ imports nothing' },
    { rule: 'a scene never imports the server', file: 'game/scenes/kit/x.ts', code: "import type { Db } from '../../../server/db/open';\nexport type X = Db;", fails: 'game/ imports nothing' },
    { rule: 'a scene never imports the contract', file: 'game/scenes/kit/x.ts', code: "import { ERROR_CODES } from '../../../contract/errors';\nvoid ERROR_CODES;", fails: 'game/ imports nothing' },
    { rule: 'the rules never import Phaser', file: 'game/rules/x.ts', code: "import Phaser from 'phaser';\nvoid Phaser;", fails: 'game/rules is pure' },
    { rule: 'the rules never import React', file: 'game/rules/x.ts', code: "import { useState } from 'react';\nvoid useState;", fails: 'game/rules is pure' },
    { rule: 'the rules never import Node', file: 'game/rules/x.ts', code: "import fs from 'node:fs';\nvoid fs;", fails: 'game/rules is pure' },
    { rule: 'the rules never import a scene', file: 'game/rules/x.ts', code: "import { loadSwapScene } from '../scenes/swap/contract';\nvoid loadSwapScene;", fails: 'game/rules is pure' },
    { rule: 'the rules never touch the window', file: 'game/rules/x.ts', code: 'export const width = window.innerWidth;', fails: "Unexpected use of 'window'" },
    { rule: 'the contract never imports the server', file: 'contract/x.ts', code: "import { HttpError } from '../server/http-error';\nvoid HttpError;", fails: 'contract/ is pure' },
    { rule: 'the contract never imports Node', file: 'contract/x.ts', code: "import path from 'node:path';\nvoid path;", fails: 'contract/ is pure' },
    { rule: 'the client never imports the server, not even a type', file: 'client/lib/x.ts', code: "import type { Db } from '../../server/db/open';\nexport type X = Db;", fails: 'The client never imports the server' },
    { rule: 'the client imports a schema only as a type', file: 'client/lib/x.ts', code: "import { PuzzleBoard } from '../../contract/schemas/puzzles';\nvoid PuzzleBoard;", fails: 'Import the schemas as types only' },
    { rule: 'a store never imports a feature', file: 'client/stores/x.ts', code: "import { dailyApi } from '../features/daily/api';\nvoid dailyApi;", fails: 'Shared client code never imports a feature' },
    { rule: 'a shared component never imports a feature', file: 'client/components/X.tsx', code: "import { SolvedPanel } from '../features/play/SolvedPanel';\nvoid SolvedPanel;", fails: 'Shared client code never imports a feature' },
    { rule: 'the server never imports the client', file: 'server/x.ts', code: "import { useCoins } from '../client/stores/coins';\nvoid useCoins;", fails: 'The server never imports the client' },
  ])('$rule', async ({ file, code, fails }) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(fails);
  });

  it.each([
    { rule: 'a scene imports the rules', file: 'game/scenes/swap/x.ts', code: "import { positionAt } from '../../rules/slice';\nvoid positionAt;" },
    { rule: 'the contract builds on the rules and TypeBox', file: 'contract/schemas/x.ts', code: "import { Type } from 'typebox';\nimport { MESSAGE_MAX } from '../../game/rules/gift';\nexport const M = Type.String({ maxLength: MESSAGE_MAX });" },
    { rule: 'the client imports a scene contract and the contract’s values', file: 'client/lib/x.ts', code: "import { loadSwapScene } from '../../game/scenes/swap/contract';\nimport { PHOTO_FIELD } from '../../contract/puzzles';\nimport type { PuzzleBoard } from '../../contract/schemas/puzzles';\nexport const x: [unknown, string, PuzzleBoard | null] = [loadSwapScene, PHOTO_FIELD, null];" },
    { rule: 'the server imports the contract and the rules', file: 'server/x.ts', code: "import { ErrorBody } from '../contract/schemas/errors';\nimport { replay } from '../game/rules/board';\nvoid ErrorBody;\nvoid replay;" },
  ])('allowed: $rule', async ({ file, code }) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
