// Where a file's package is, whether Node takes a file as an ES module or as CommonJS, and which TypeScript file an
// import with a JavaScript extension names. Plain CommonJS JavaScript: the kit's processes require it, and so does
// the loader thread of typescript-esm-hooks.mjs, which loads no TypeScript.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/**
 * The nearest package.json above `file` that may be read, or undefined when there is none. Under the permission model
 * (the loader thread of an ES-module TypeScript submission) a look where a graded submission may not read, in the
 * folder of its classmates, throws: no package.json of its there, and the look goes on up to the course's.
 */
function nearestPackageJson(file) {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (readableFile(manifest)) return manifest;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Whether a file is there and may be read: existsSync throws, where the permission model refuses the look. */
function readableFile(file) {
  try {
    return fs.existsSync(file);
  } catch {
    return false;
  }
}

/** Whether Node takes `file` as an ES module ('esm') or CommonJS: by its extension, else by its package's "type". */
function moduleFormat(file) {
  const extension = path.extname(file);
  if (extension === '.mts' || extension === '.mjs') return 'esm';
  if (extension === '.cts' || extension === '.cjs') return 'commonjs';
  const manifest = nearestPackageJson(file);
  try {
    return manifest !== undefined && JSON.parse(fs.readFileSync(manifest, 'utf8')).type === 'module' ? 'esm' : 'commonjs';
  } catch {
    return 'commonjs'; // a package.json that does not parse: Node would refuse it; the module's load then says why
  }
}

const KIT_ROOT = path.resolve(__dirname, '..');

/** The query that loads a module again (module-host.ts), carried to its own imports by fresh-modules-hooks.mjs. */
const FRESH_QUERY = 'kit-fresh';

/** The kit's own folders: a file there is the kit's (its references in src/ too), never a learner's. */
const KIT_FOLDERS = new Set(['bin', 'cli', 'demo', 'features', 'harness', 'node_modules', 'scripts', 'src', 'step-definitions', 'test']);

/**
 * Whether `file` is one of an implementation's own modules, under `root` (isolation.ts ownModulesRoot): not a
 * dependency of its (in node_modules), nor a file of the kit's own (in one of the kit's folders; a learner's folder
 * inside a checkout of the kit, or examples/, is the learner's). The modules a fresh load loads again, so that
 * module-level state in any of them starts anew.
 */
function isOwnModule(file, root) {
  const inside = path.relative(root, file);
  if (inside.startsWith('..') || path.isAbsolute(inside) || inside.split(path.sep).includes('node_modules')) return false;
  const inKit = path.relative(KIT_ROOT, file);
  return inKit.startsWith('..') || path.isAbsolute(inKit) || !KIT_FOLDERS.has(inKit.split(path.sep)[0]);
}

/**
 * The specifiers of a module's static and dynamic imports that may name a module of its own, as its text has them (a
 * scan, not a parse): relative ones, and the package's "imports" (#store). OWN_IMPORT_OR_REQUIRE: its requires too.
 */
const OWN_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"`]((?:\.\.?\/|#)[^'"`]+)['"`]/g;
const OWN_IMPORT_OR_REQUIRE = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"`]((?:\.\.?\/|#)[^'"`]+)['"`]/g;

/**
 * Whether a module imports (import, or import()) a module of the implementation's own (isOwnModule): then a fresh load needs
 * fresh-modules-hooks.mjs, whose thread costs about 0.2 s of CPU a run; otherwise the module's own reload is all.
 * A scan of its text: an import it builds at run time is not seen, and whatever state it keeps there the kit still
 * detects and reports (state survives reset).
 */
function importsOwnModules(file, root) {
  return ownImports(file).some((specifier) => specifier.startsWith('#') || isOwnModule(path.resolve(path.dirname(file), specifier), root));
}

/**
 * The relative and "#" specifiers a module's text imports (a scan, as importsOwnModules'), its requires too with
 * `requiresToo`; none when it cannot be read (its load will say why).
 */
function ownImports(file, requiresToo = false) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(requiresToo ? OWN_IMPORT_OR_REQUIRE : OWN_IMPORT)].map(([, specifier]) => specifier);
}

/** A TypeScript source file, by its name. */
const TYPESCRIPT = /\.[mc]?tsx?$/;

/**
 * What a relative import written with a JavaScript extension names in TypeScript's `nodenext` style: "./store.js"
 * in a .ts file is ./store.ts on disk when there is no store.js. Each pair is [written, on disk].
 */
const JS_TO_TS = [
  ['.js', '.ts'],
  ['.mjs', '.mts'],
  ['.cjs', '.cts'],
  ['.jsx', '.tsx'],
];

module.exports = { FRESH_QUERY, importsOwnModules, isOwnModule, JS_TO_TS, TYPESCRIPT, nearestPackageJson, moduleFormat, ownImports };
