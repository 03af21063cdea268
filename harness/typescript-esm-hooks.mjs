// Module customisation hooks (node:module register) for a learner's ES-module TypeScript, registered by the module
// host: sucrase strips the types as a file loads (strip-types.js), as register-typescript.js does for CommonJS, so both kinds of
// TypeScript load the same way (no type-check: that is the kit's separate notice). Sucrase keeps every line where
// it was, so a stack names the learner's own lines. Node runs these hooks in a thread of their own.
//   resolve: "./store.js" imported from a .ts file names ./store.ts on disk when there is no store.js (TypeScript's
//            nodenext style), and likewise .mjs → .mts, .cjs → .cts, with a query kept ("./store.js?instance=2").
//   load:    a .mts file, or a .ts file in a "type": "module" package, is ES-module TypeScript; a .cts file, or a .ts
//            file elsewhere, is CommonJS TypeScript, made CommonJS JavaScript here (as register-typescript.js would),
//            so that Node finds its named exports for an ES module that imports them.
// ts-node's ES-module loader did this before: it loaded a whole TypeScript compiler into that thread, about 0.5 s of
// CPU in every run of an ES-module TypeScript implementation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';

const require = createRequire(import.meta.url);
const { JS_TO_TS, TYPESCRIPT, moduleFormat } = require('./module-format.js');
const { stripTypes } = require('./strip-types.js');

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const fromTypeScript = context.parentURL?.startsWith('file:') && TYPESCRIPT.test(new URL(context.parentURL).pathname);
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !fromTypeScript || !/^\.\.?\//.test(specifier)) throw error;
    // A query or a hash stays as it was (`./registry.js?instance=2`, the README's singleton adapter): the name before it is the file's.
    const [, path, suffix] = /^([^?#]*)(.*)$/s.exec(specifier);
    for (const [js, ts] of JS_TO_TS) {
      if (!path.endsWith(js)) continue;
      try {
        return await nextResolve(path.slice(0, -js.length) + ts + suffix, context);
      } catch {
        // not there either: the original error below
      }
    }
    throw error;
  }
}

/** What each file was made into, by its text: a fresh load (fresh-modules-hooks.mjs) of an unchanged file reuses it. */
const made = new Map();

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(new URL(url).pathname)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const format = moduleFormat(file) === 'esm' ? 'module' : 'commonjs';
  const text = readFileSync(file, 'utf8');
  const key = `${format}:${file}`;
  if (made.get(key)?.text !== text) made.set(key, { text, code: stripTypes(text, file, format) });
  return { format, source: made.get(key).code, shortCircuit: true };
}
