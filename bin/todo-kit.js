#!/usr/bin/env node
// The kit is written in TypeScript and runs through ts-node, transpile-only (type-checking is `npm run typecheck`).
// skipIgnore: the kit's own .ts files sit under node_modules when a learner installs the kit in a project.
'use strict';
const { resolve } = require('node:path');

require('ts-node').register({ project: resolve(__dirname, '..', 'tsconfig.json'), transpileOnly: true, skipIgnore: true });
require('../cli/main.ts')
  .run(process.argv.slice(2))
  .then(
    (code) => code,
    (error) => {
      console.error('todo-kit: internal error, please report it:', error);
      return 3;
    },
  )
  // Exit explicitly: nothing an implementation leaked may keep the kit alive once the reports are written.
  .then((code) => process.stdout.write('', () => process.exit(code)));
