/**
 * npm's `prepare`, after `npm install` or `npm ci` in the kit's own folder: every TypeScript file of the kit is put
 * in the transform cache (harness/register-typescript.js) once, before anything runs.
 *
 * The cache fills itself as files load, but on a fresh clone the first `npm test` starts some twenty processes at
 * once, and each of them, finding the cache empty, loaded sucrase and transformed the same files: about 0.3 s of CPU
 * a process (a one-scenario run: 0.66 s instead of 0.39), 7 to 12 s of CPU of that npm test. Here each file is
 * transformed once. With the cache already full, this only reads and hashes the files (about 0.1 s).
 *
 * Best-effort, like the cache: a folder that cannot be written leaves the cache as it was, and npm install succeeds.
 */
import { KIT_ROOT } from '../harness/defaults';
import { kitTypeScriptFiles } from './kit-files';
import { cacheKitFiles } from '../harness/register-typescript';

for (const file of kitTypeScriptFiles(KIT_ROOT)) cacheKitFiles(file);
