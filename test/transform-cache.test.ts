/**
 * The kit's own TypeScript is transformed once per content and kept on disk (harness/register-typescript.js). The
 * module host cannot write there (Node's permission model), so the kit's process puts the files the host loads in
 * the cache before it starts one. Without that, every module host of a fresh install transformed module-host.ts, the
 * profile's host adapter and the reference again: a one-scenario run took 0.56 s of CPU instead of 0.44.
 */
import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { KIT_ROOT, runKit } from './run-kit';
import { scratchFolder } from '../harness/isolation';
import { entryPrefix } from '../harness/register-typescript';

describe('the transform cache of a fresh install', () => {
  it('holds, after one run, what only the module host loads: module-host.ts, the host adapter, the reference', async () => {
    const cache = scratchFolder('todo-kit-transform-cache-');
    const run = await runKit(['--profile', 'todo-list-v2', '--only', 'UC-001'], { env: { TODO_KIT_TRANSFORM_CACHE: cache } });
    expect(run.exitCode, run.stdout + run.stderr).to.equal(0);
    const entries = readdirSync(cache);
    const hostOnly = [
      'harness/module-host.ts',
      'harness/typescript-syntax.ts',
      'step-definitions/todo-list-v2/host/adapter.ts',
      'src/todo-list-v2/index.ts',
      'src/todo-list-v2/tools/todo-write.ts',
    ];
    const missing = hostOnly.filter((file) => !entries.some((entry) => entry.startsWith(entryPrefix(join(KIT_ROOT, file)))));
    expect(missing, 'kit files the module host had to transform itself').to.deep.equal([]);
  });
});
