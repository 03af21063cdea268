// Cucumber's configuration, shared by `npx cucumber-js` and the kit's command-line tool (cli/), which adds the
// implementation to verify, report locations and tag selection on top of it.
module.exports = {
  default: {
    paths: ['features/**/*.feature'],
    requireModule: [require.resolve('./step-definitions/support/register-typescript.js')],
    require: ['step-definitions/*.ts', 'step-definitions/support/*.ts'], // not support/host/: it runs in the module host
    format: [
      'progress',
      'html:reports/cucumber.html',
      'junit:reports/cucumber.junit.xml',
      'message:reports/cucumber.ndjson',
    ],
    formatOptions: { junit: { suiteName: 'Todo-List Tool v2 conformance' } },
    // Interpretations that go beyond the PRD's literal text are opt-in: --tags '@strict' or the tool's --strict.
    tags: 'not @strict',
  },
  // npm run mutate: the scenarios that run against any implementation, the strict interpretations included (the
  // reference is held to them too), without report files: Stryker runs them once per mutant.
  stryker: {
    paths: ['features/**/*.feature'],
    requireModule: [require.resolve('./step-definitions/support/register-typescript.js')],
    require: ['step-definitions/*.ts', 'step-definitions/support/*.ts'], // not support/host/: it runs in the module host
    tags: 'not @reference-only',
  },
};
