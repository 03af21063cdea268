#!/usr/bin/env node
// The kit's command-line tool. The kit is TypeScript; sucrase strips its types as it loads (fast, no type-check:
// `npm run typecheck` does that). A learner's module is loaded apart, in the module host (a child process).
'use strict';

require('../harness/register-typescript.js');
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
