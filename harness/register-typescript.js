// Loaded with --require by the kit's own processes (bin/todo-kit.js, the module host, the grading processes, the
// tests): TypeScript in CommonJS form is stripped of its types as it loads (strip-types.js: sucrase, or TypeScript's
// transpiler for a file with a namespace that holds values). That covers the kit's own files
// and a learner's .ts or .cts in a CommonJS package (with `.js` in its relative imports, as nodenext writes them, when
// no such .js file is there); ES-module TypeScript goes through typescript-esm-hooks.mjs, which the
// module host registers only when it needs it. Type-checking is `npm run typecheck`'s job, not this one's.
//   preserveDynamicImport: import() stays an ES import, which the kit needs to load ES modules.
//   The kit's own files are transformed at most once per content: the output is kept in a cache on disk keyed by
//   the file's path and text (and sucrase's version), so a start reads JavaScript instead of transforming 30-odd
//   files again. A learner's files (outside the kit's folder) are transformed fresh every time, never cached.
//   Everything about the cache is best-effort: a folder that cannot be written (a read-only install) only means
//   transforming as before. The module host may not write it (its permission model): the kit's process fills it
//   for the host first (cacheKitFiles, below). TODO_KIT_NO_TRANSFORM_CACHE=1 turns it off.
'use strict';
const Module = require('node:module');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const KIT_ROOT = path.resolve(__dirname, '..');
const { stripTypes, sucraseOptions } = require('./strip-types.js');

/**
 * A folder of the kit's caches on disk: node_modules/.cache/todo-kit/<kind> of the project the kit is installed in,
 * or of the kit's own checkout ('typescript' here; 'json-schema' for compiled input schemas, harness/json-schema.ts).
 * TODO_KIT_NO_TRANSFORM_CACHE=1 turns them all off; TODO_KIT_TRANSFORM_CACHE=<dir> puts this file's elsewhere.
 */
function kitCacheFolder(kind) {
  if (process.env.TODO_KIT_NO_TRANSFORM_CACHE === '1') return undefined;
  if (kind === 'typescript' && process.env.TODO_KIT_TRANSFORM_CACHE) return process.env.TODO_KIT_TRANSFORM_CACHE;
  const parts = KIT_ROOT.split(path.sep);
  const installedAt = parts.lastIndexOf('node_modules');
  const nodeModules = installedAt >= 0 ? parts.slice(0, installedAt + 1).join(path.sep) : path.join(KIT_ROOT, 'node_modules');
  return path.join(nodeModules, '.cache', 'todo-kit', kind);
}

const CACHE = kitCacheFolder('typescript');
let version;

function transform(code, filename) {
  return stripTypes(code, filename, 'commonjs', true);
}

/** A cache entry's name for a text: 128 bits of its SHA-256, in hex. */
function hash(text) {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/**
 * Keep `text` as `entry` of the cache folder `folder`, best-effort: written aside, then renamed, so that processes
 * that start together never read half a file; a folder that cannot be written only means no entry.
 */
function writeCacheEntry(folder, entry, text) {
  try {
    fs.mkdirSync(folder, { recursive: true });
    const temporary = path.join(folder, `${entry}.${process.pid}.tmp`);
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, path.join(folder, entry));
  } catch {
    // a cache that cannot be written: the next start does the work again, nothing worse
  }
}

/** How the names of a file's entries in the cache begin (whatever its text). */
function entryPrefix(filename) {
  return `${hash(filename)}-`;
}

/** The JavaScript of a kit file: from the cache when its text was seen before, else transformed and kept. */
function cachedTransform(code, filename) {
  version ??= require('sucrase/package.json').version;
  // One entry per file: its name says which file (so a newer text replaces the older), and which text.
  const prefix = entryPrefix(filename);
  const entry = `${prefix}${hash(`${version}\0${JSON.stringify(sucraseOptions('commonjs'))}\0${code}`)}.js`;
  try {
    return fs.readFileSync(path.join(CACHE, entry), 'utf8');
  } catch {
    // not cached yet, or the cache cannot be read: transform
  }
  const output = transform(code, filename);
  replaceCacheEntry(CACHE, prefix, entry, output);
  return output;
}

/**
 * Keep `text` as `entry` of `folder`, in place of the entries whose names begin with `prefix` (a file's older
 * texts: see entryPrefix), best-effort as writeCacheEntry.
 */
function replaceCacheEntry(folder, prefix, entry, text) {
  try {
    for (const old of fs.readdirSync(folder)) if (old.startsWith(prefix) && old !== entry) fs.rmSync(path.join(folder, old), { force: true });
  } catch {
    // no folder yet
  }
  writeCacheEntry(folder, entry, text);
}

/** A learner's file, by its text: loaded afresh for every scenario (module-host.ts), it is transformed once. */
const made = new Map();
function madeInThisProcess(code, filename) {
  if (made.get(filename)?.code !== code) made.set(filename, { code, output: transform(code, filename) });
  return made.get(filename).output;
}

function isKitFile(filename) {
  const rel = path.relative(KIT_ROOT, filename);
  return !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.split(path.sep).includes('node_modules') && !rel.startsWith(`examples${path.sep}`);
}

// The same hook sucrase's register installs (through pirates): the loader of .js compiles what we give it.
for (const extension of ['.ts', '.cts']) {
  const loadAsJavaScript = Module._extensions['.js'];
  Module._extensions[extension] = function (module, filename) {
    const compile = module._compile;
    module._compile = function (code, file) {
      module._compile = compile;
      return compile.call(this, CACHE && isKitFile(file) ? cachedTransform(code, file) : madeInThisProcess(code, file), file);
    };
    loadAsJavaScript(module, filename);
  };
}

// TypeScript's nodenext style in CommonJS, as typescript-esm-hooks.mjs does it for ES modules: a .ts file's
// require('./store.js') (an `import` that sucrase made a require) names ./store.ts when there is no store.js.
const { JS_TO_TS, TYPESCRIPT } = require('./module-format.js');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  try {
    return resolveFilename.call(this, request, parent, ...rest);
  } catch (error) {
    const fromTypeScript = typeof parent?.filename === 'string' && TYPESCRIPT.test(parent.filename);
    if (error?.code !== 'MODULE_NOT_FOUND' || !fromTypeScript || !/^\.\.?\//.test(request)) throw error;
    for (const [js, ts] of JS_TO_TS) {
      if (!request.endsWith(js)) continue;
      try {
        return resolveFilename.call(this, request.slice(0, -js.length) + ts, parent, ...rest);
      } catch {
        // not there either: the original error below
      }
    }
    throw error;
  }
};

/**
 * The module host runs under Node's permission model and cannot write the cache, so the kit's files that only it
 * loads (module-host.ts, the profile's host adapter, a reference implementation) were transformed again by every
 * module host of a fresh install, about 0.13 s of CPU each start. The kit's own process, which can write, calls
 * this before it starts one: `filename` and the kit files it requires by a relative path are put in the cache (or
 * found there), once per process. Anything that is not a kit file is left alone, as above.
 */
const cachedForOthers = new Set();
let writable; // whether this process can write the cache: where it cannot, transforming for others would be wasted
function cacheKitFiles(filename) {
  if (!CACHE || cachedForOthers.has(filename) || !isKitFile(filename) || !['.ts', '.cts'].includes(path.extname(filename))) return;
  if (writable === undefined) {
    try {
      fs.mkdirSync(CACHE, { recursive: true });
      fs.accessSync(CACHE, fs.constants.W_OK);
      writable = true;
    } catch {
      writable = false;
    }
  }
  if (!writable) return;
  cachedForOthers.add(filename);
  let output;
  try {
    output = cachedTransform(fs.readFileSync(filename, 'utf8'), filename);
  } catch {
    return; // a file that cannot be read now fails where it is loaded, with its own message
  }
  for (const [, specifier] of output.matchAll(/\brequire\(['"](\.\.?\/[^'"]+)['"]\)/g)) {
    try {
      cacheKitFiles(require.resolve(specifier, { paths: [path.dirname(filename)] }));
    } catch {
      // not resolvable from here: the process that loads it will say so
    }
  }
}

module.exports = { cacheKitFiles, entryPrefix, hash, kitCacheFolder, replaceCacheEntry, writeCacheEntry };
