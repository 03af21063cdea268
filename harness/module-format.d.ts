/** The nearest package.json above `file`, or undefined when there is none. */
export function nearestPackageJson(file: string): string | undefined;
/** Whether Node takes `file` as an ES module ('esm') or CommonJS: by its extension, else by its package's "type". */
export function moduleFormat(file: string): 'esm' | 'commonjs';
