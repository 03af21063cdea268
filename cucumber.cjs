// Cucumber's configuration, shared by `npx cucumber-js` and the kit's command-line tool (cli/), which chooses the
// profile (its features and steps), the implementation to verify, report locations and tag selection on top of it.
// A plain `npx cucumber-js` verifies the todo-list-v2 profile (TODO_KIT_IMPL / TODO_KIT_IMPL_CMD pick the implementation).
const scenariosOf = (profile) => ({
  paths: [`features/${profile}/**/*.feature`],
  requireModule: [require.resolve('./harness/register-typescript.js')],
  require: ['step-definitions/common/*.ts', `step-definitions/${profile}/*.ts`], // not host/: it runs in the module host
});
const todoListV2 = scenariosOf('todo-list-v2');
module.exports = {
  default: {
    ...todoListV2,
    format: ['progress', 'html:reports/cucumber.html', 'junit:reports/cucumber.junit.xml', 'message:reports/cucumber.ndjson'],
    formatOptions: { junit: { suiteName: 'Todo-List Tool v2 PRD conformance' } },
    // Interpretations that go beyond the document's literal text are opt-in: --tags '@strict' or the tool's --strict.
    tags: 'not @strict',
  },
  // npm run mutate: the scenarios that run against any implementation, the strict interpretations included (the
  // reference is held to them too), without report files: Stryker runs them once per mutant. The profile is the one
  // whose reference is mutated (TODO_KIT_PROFILE, set by scripts/mutate.ts).
  stryker: { ...scenariosOf(process.env.TODO_KIT_PROFILE || 'todo-list-v2'), tags: 'not @reference-only' },
};
