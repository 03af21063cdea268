// npm run mutate (scripts/mutate.ts) runs Stryker once for each profile whose reference it mutates, naming the
// profile in TODO_KIT_PROFILE: its reference is mutated, and cucumber.cjs's "stryker" profile runs its scenarios.
const profile = process.env.TODO_KIT_PROFILE || 'todo-list-v2';

export default {
  $schema: './node_modules/@stryker-mutator/core/schema/stryker-schema.json',
  testRunner: 'cucumber',
  cucumber: { profile: 'stryker' },
  mutate: [`src/${profile}/**/*.ts`],
  coverageAnalysis: 'off',
  concurrency: 2,
  timeoutMS: 15000,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `reports/mutation/${profile}/mutation.html` },
  jsonReporter: { fileName: `reports/mutation/${profile}/mutation.json` },
  ignorePatterns: ['reports', 'examples', 'test', 'docs', '.github', '*.tgz'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
