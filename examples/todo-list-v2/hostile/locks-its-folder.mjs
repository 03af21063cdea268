// Hostile: a folder made read-only in the implementation's working folder (the permission model lets a module write
// there). The kit's user owns it and must still clean up; a clean-up that fails may change no verdict and no exit
// code. As root nothing is read-only; test/hostile.test.ts also runs this sample as a user without root.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

const locked = join(process.cwd(), 'locked');
mkdirSync(locked, { recursive: true });
writeFileSync(join(locked, 'kept'), 'the kit cannot delete this without making the folder writable first');
chmodSync(locked, 0o555);

export const createRegistry = createCorrectRegistry;
