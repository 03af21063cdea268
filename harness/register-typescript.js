// Loaded with --require by the kit's own processes (bin/todo-kit.js, the module host, the tests): TypeScript in
// CommonJS form is stripped of its types by sucrase as it loads. That covers the kit's own files and a learner's
// .ts or .cts in a CommonJS package; ES-module TypeScript goes through ts-node's ESM loader, which the module host
// registers only when it needs it. Type-checking is `npm run typecheck`'s job, not this one's.
//   preserveDynamicImport: import() stays an ES import, which the kit needs to load ES modules.
//   ignoreNodeModules: false: the kit's own files sit under node_modules when a project installs the kit.
'use strict';
const { addHook } = require('sucrase/dist/register');

for (const extension of ['.ts', '.cts']) {
  addHook(extension, { transforms: ['imports', 'typescript'], preserveDynamicImport: true }, { ignoreNodeModules: false });
}
