// Hostile: a TypeScript module whose types reach outside its package, where its code never goes. environ.ts is a
// link to /proc/self/environ, named only in a triple-slash reference, which exists for the type checker alone. The
// kit's type check runs in the kit's own process, outside the permission model the module runs under: it read the
// kit's environment as TypeScript, and each of its variables came back as a type error ("Cannot find name
// 'ghp_…'"), the kit's GITHUB_TOKEN in the summary and the landing page (helper 108). Now the check reads only what
// the module may read: the link is a file not found. The registry is the correct CommonJS sample.
/// <reference path="./environ.ts" />
export { createRegistry } from '../../correct-commonjs/registry.cjs';
