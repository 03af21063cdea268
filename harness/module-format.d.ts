/** The nearest package.json above `file`, or undefined when there is none. */
export function nearestPackageJson(file: string): string | undefined;
/** Whether Node takes `file` as an ES module ('esm') or CommonJS: by its extension, else by its package's "type". */
export function moduleFormat(file: string): 'esm' | 'commonjs';
/** The query that loads a module again, carried to its own imports by fresh-modules-hooks.mjs. */
export const FRESH_QUERY: string;
/** Whether `file` is one of an implementation's own modules under `root`: not in node_modules, not the kit's own. */
export function isOwnModule(file: string, root: string): boolean;
/** Whether an ES module's text imports one of the implementation's own modules under `root`. */
export function importsOwnModules(file: string, root: string): boolean;
/** The relative and "#" specifiers a module's text imports (and requires, with `requiresToo`), as written. */
export function ownImports(file: string, requiresToo?: boolean): string[];
/** What a relative import written with a JavaScript extension names in TypeScript's nodenext style: [written, on disk]. */
export const JS_TO_TS: readonly (readonly [string, string])[];
