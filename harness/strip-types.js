// A TypeScript file made JavaScript as it loads (register-typescript.js for CommonJS, typescript-esm-hooks.mjs for
// ES modules), its types stripped. Sucrase does it fast and keeps every line where it was; but it drops a namespace
// that holds values (`export namespace App { … }`, as some projects write all their code) without a word, and the
// code that uses it then fails far from the cause ("Cannot read properties of undefined"). A file with one goes
// through TypeScript's own transpiler, which keeps it: slower (TypeScript loads once, for such files only).
'use strict';

/** A namespace (or an old-style `module X {`) with a body: one that holds values. `declare namespace` holds types only. */
const VALUE_NAMESPACE = /^[ \t]*(?:export[ \t]+)?(?:namespace|module)[ \t]+[A-Za-z_$][\w$.]*[ \t]*\{/m;

let sucrase;
let typescript;

/** Sucrase's options for a format (a cache of its output is keyed by them: register-typescript.js). */
function sucraseOptions(format) {
  return { transforms: format === 'module' ? ['typescript'] : ['imports', 'typescript'], preserveDynamicImport: true };
}

/**
 * JavaScript for `code`, the text of `filename`: CommonJS for 'commonjs', an ES module for 'module'. With
 * `withSourceMap`, an inline source map at its end.
 */
function stripTypes(code, filename, format, withSourceMap = false) {
  if (VALUE_NAMESPACE.test(code)) {
    typescript ??= require('typescript');
    const compilerOptions = {
      module: format === 'module' ? typescript.ModuleKind.ESNext : typescript.ModuleKind.CommonJS,
      target: typescript.ScriptTarget.ES2022,
      esModuleInterop: true,
      inlineSourceMap: withSourceMap,
    };
    return typescript.transpileModule(code, { fileName: filename, compilerOptions }).outputText;
  }
  sucrase ??= require('sucrase');
  const options = { ...sucraseOptions(format), filePath: filename, ...(withSourceMap && { sourceMapOptions: { compiledFilename: filename } }) };
  const { code: output, sourceMap } = sucrase.transform(code, options);
  if (!withSourceMap) return output;
  return `${output}\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,${Buffer.from(JSON.stringify(sourceMap)).toString('base64')}`;
}

module.exports = { stripTypes, sucraseOptions };
