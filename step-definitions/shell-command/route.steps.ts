/**
 * The BashRouter's part: identifyCommandType(commandLine) recognises TodoWrite as an agent shell command.
 * Optional export: the scenarios are tagged @needs:identifyCommandType.
 */
import { Then, When } from '@cucumber/cucumber';
import { inTheirLanguage } from '../common/their-language';
import { fail } from '../../harness/failure-report';
import { cite } from './checks';
import type { ShellCommandWorld as World } from './world';

const AGENT_SHELL = 'AGENT_SHELL_COMMAND';

When(/^the router identifies the command line: (.*)$/, async function (this: World, line: string) {
  this.identified = {
    line,
    type: await this.implementation.request('identifyCommandType', { commandLine: line }, `identifyCommandType(${JSON.stringify(line)})`),
  };
});

Then('it is an agent shell command', function (this: World) {
  const { line, type } = this.identified!;
  if (type !== AGENT_SHELL) {
    fail({
      requirements: cite(this, 'SC-ROUTE.1'),
      summary: `identifyCommandType(${JSON.stringify(line)}) is not CommandType.AGENT_SHELL_COMMAND`,
      expected: AGENT_SHELL,
      actual: type,
      hint: inTheirLanguage({
        javascript: 'trim the line, then: if (trimmed.startsWith("TodoWrite")) return CommandType.AGENT_SHELL_COMMAND;',
        python: 'strip the line, then: if stripped.startswith("TodoWrite"): return "AGENT_SHELL_COMMAND"',
      }),
    });
  }
});

Then('it is not an agent shell command', function (this: World) {
  const { line, type } = this.identified!;
  if (type === AGENT_SHELL) {
    fail({
      requirements: cite(this, 'SC-ROUTE.1'),
      summary: `identifyCommandType(${JSON.stringify(line)}) calls a line that does not start with TodoWrite an agent shell command`,
      actual: type,
      hint: inTheirLanguage({
        javascript: 'match the start of the trimmed line (startsWith), not a mention anywhere in it (includes).',
        python: 'match the start of the stripped line (startswith), not a mention anywhere in it (in).',
      }),
    });
  }
});
