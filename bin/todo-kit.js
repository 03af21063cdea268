#!/usr/bin/env node
// The kit's command-line tool. The kit is TypeScript; sucrase strips its types as it loads (fast, no type-check:
// `npm run typecheck` does that). A learner's module is loaded apart, in the module host (a child process).
//
// Plain JavaScript that any Node can parse: the Node version is checked first, before anything that needs a newer
// Node is loaded (on Node 18 the kit would otherwise die with "crypto is not defined", which says nothing).
'use strict';

const EXIT_USAGE = 2; // cli/options.ts EXIT.usage
const EXIT_INTERNAL = 3; // cli/options.ts EXIT.internal

/** "20.19.0" against the "engines" of package.json (">=20.19"): whether this Node is new enough. */
function nodeIsNewEnough(version, needed) {
  const have = version.split('.').map(Number);
  const want = needed.split('.').map(Number);
  for (let i = 0; i < want.length; i += 1) {
    if ((have[i] || 0) !== want[i]) return (have[i] || 0) > want[i];
  }
  return true;
}

const needed = /(\d+(?:\.\d+)*)/.exec(require('../package.json').engines.node)[1];
if (!nodeIsNewEnough(process.versions.node, needed)) {
  const why = `needs Node ${needed} or later, and this is Node ${process.versions.node}. Install a newer Node (https://nodejs.org) and run it again.`;
  console.error(`todo-kit: ${why}`);
  // In GitHub Actions, beside the job too, as every exit 2 (cli/github-actions.ts stopAnnotation; nothing to escape here).
  if (process.env.GITHUB_ACTIONS === 'true') console.log(`::error title=todo-kit%3A usage error::${why}`);
  process.exit(EXIT_USAGE);
}

require('../harness/register-typescript.js');
// V8 flags for a process as short as a run (harness/defaults.ts KIT_V8_FLAGS, with why), before the kit's code runs.
require('node:v8').setFlagsFromString(require('../harness/defaults.ts').KIT_V8_FLAGS.join(' '));
require('../cli/main.ts')
  .run(process.argv.slice(2))
  .then(
    (code) => code,
    (error) => {
      console.error('todo-kit: internal error, please report it:', error);
      return EXIT_INTERNAL;
    },
  )
  // Exit explicitly: nothing an implementation leaked may keep the kit alive once the reports are written. A grading
  // stopped by SIGHUP (129) ends by that signal: its terminal is gone (cli/report-folder.ts endBySignal).
  .then((code) => process.stdout.write('', () => (code === 129 ? require('../cli/report-folder.ts').endBySignal('SIGHUP') : process.exit(code))));
