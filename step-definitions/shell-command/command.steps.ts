/**
 * The agent runs TodoWrite command lines; the kit judges stdout, stderr and the exit code (the handler, the help
 * command, the error section, the summary) and the list the store holds afterwards.
 */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { inTheirLanguage } from '../common/their-language';
import { fail } from '../../harness/failure-report';
import { jsonDiff } from '../../harness/json-diff';
import {
  cite,
  expectAccepted,
  expectRefused,
  expectStderrLines,
  expectValidationBlock,
  linesOf,
  oneFewerAccepted,
  successStderrNotEmpty,
  wrongExitCode,
  codeOf,
} from './checks';
import { singleQuoted } from './shell-words';
import { numberedTodos, todosOf, type ShellCommandWorld as World, type TodoItem, type WireState } from './world';

/** The JSON argument as the model types it: one single-quoted word after the command name. */
const lineFor = (input: unknown) => `TodoWrite ${singleQuoted(JSON.stringify(input))}`;

// ---------------------------------------------------------------------------------------------------- setup

Given('the environment sets {word} to {string}', async function (this: World, name: string, value: string) {
  await this.useEnvironment(name, value);
});

Given('the list holds:', async function (this: World, table: DataTable) {
  const todos = todosOf(table);
  const run = await this.run(lineFor({ todos }), { snapshot: false });
  // A setup write that fails is a failure of the success path itself, reported as such, never a silent pass.
  expectAccepted(this, run, ['SC-OK.1', 'SC-OK.3']);
  await expectList(this, todos, ['SC-OK.3', 'SC-STORE.1'], 'precondition: the list was not written');
});

// ---------------------------------------------------------------------------------------------------- running

When('the agent runs:', async function (this: World, line: string) {
  await this.run(line);
});

When('the agent runs TodoWrite with the todos:', async function (this: World, table: DataTable) {
  await this.run(lineFor({ todos: todosOf(table) }));
});

When('the agent runs TodoWrite with {int} todos', async function (this: World, n: number) {
  await this.run(lineFor({ todos: numberedTodos(n) }));
});

/** One todo whose `field` is `text` (the other field short, so that a small TODO_MAX_CONTENT_LENGTH judges only it). */
async function runWithField(world: World, field: string, text: string): Promise<void> {
  const todo: Record<string, string> = { content: 'Test', activeForm: 'Testing', status: 'pending' };
  if (!(field in todo)) throw new Error(`kit error: a todo has no field ${field}`);
  todo[field] = text;
  await world.run(lineFor({ todos: [todo] }));
}

When('the agent runs TodoWrite with one todo whose {word} has {int} characters', async function (this: World, field: string, n: number) {
  await runWithField(this, field, 'x'.repeat(n));
});

When('the agent runs TodoWrite with one todo whose {word} is {string} {int} times', async function (this: World, field: string, text: string, n: number) {
  await runWithField(this, field, text.repeat(n));
});

// ---------------------------------------------------------------------------------------------------- success

/** The scenario's own rules first: a refused 200-character content breaks SC-VAL.2 before the success format. */
const accepting = (world: World) => [...new Set([...world.requirements, 'SC-OK.1'])];

/** A wrong summary breaks SC-OK.1 (or, where the scenario is about zero counts, SC-OK.2). */
const summaryRules = (world: World) => (world.requirements.includes('SC-OK.2') ? cite(world, 'SC-OK.2', 'SC-OK.1') : cite(world, 'SC-OK.1'));

Then('the command succeeds', async function (this: World) {
  expectAccepted(this, this.last, accepting(this), { oneFewer: await oneFewerAccepted(this, this.last) });
});

Then('the command succeeds with the summary {string}', async function (this: World, summary: string) {
  const stdout = expectAccepted(this, this.last, accepting(this), { oneFewer: await oneFewerAccepted(this, this.last) });
  const actual = linesOf(stdout).join('\n');
  if (actual !== summary) {
    fail({
      requirements: summaryRules(this),
      summary: 'stdout is not the summary the design prescribes',
      expected: summary,
      actual: stdout,
      hint: summaryHint(summary, actual),
    });
  }
});

/** The summary with the given counts; a zero count may be written "0 pending" or left out (SC-OK.2). */
Then(
  'the command succeeds, its summary counting {int} completed, {int} in_progress, {int} pending',
  async function (this: World, completed: number, inProgress: number, pending: number) {
    const stdout = expectAccepted(this, this.last, accepting(this), { oneFewer: await oneFewerAccepted(this, this.last) });
    const actual = linesOf(stdout).join('\n');
    const counts: [number, string][] = [
      [completed, 'completed'],
      [inProgress, 'in_progress'],
      [pending, 'pending'],
    ];
    const full = `Todo list updated: ${counts.map(([n, s]) => `${n} ${s}`).join(', ')}`;
    const shortForm = `Todo list updated: ${counts
      .filter(([n]) => n > 0)
      .map(([n, s]) => `${n} ${s}`)
      .join(', ')}`.trimEnd();
    if (actual !== full && actual !== shortForm) {
      const help = helpForJson(this.last.args, actual);
      fail({
        // A JSON argument is a write (SC-OK.1, SC-OK.3); help is the flag alone as the argument (SC-HELP.1).
        requirements: help ? cite(this, 'SC-OK.1', 'SC-OK.3', 'SC-HELP.1') : summaryRules(this),
        summary: help
          ? `a JSON argument whose todos mention ${help} was answered with help, not written`
          : 'stdout is not the summary "Todo list updated: {c} completed, {p} in_progress, {q} pending" with the counts of the new list',
        expected: full,
        actual: stdout,
        hint: help
          ? 'help is asked by the argument alone (args[0] is "-h" or "--help"), not by the flag anywhere in the command line: a todo may mention it.'
          : summaryHint(full, actual),
        ...(help && { cause: 'help-flag-in-the-todos' }), // -h or --help: one mistake
      });
    }
  },
);

/**
 * The help flag a JSON argument mentions, when the command answered with a usage line or a documentation instead
 * of writing: a handler that looks for the flag anywhere in the line. Else undefined.
 */
function helpForJson(args: string[], stdout: string): string | undefined {
  const flag = /(?:^|[^\w-])(--help|-h)(?![\w-])/.exec(args.join(' '))?.[1];
  if (flag === undefined || args[0] === flag) return undefined;
  // A summary never names the command; a usage line and a documentation (the design's or one's own) always do.
  return /TodoWrite/.test(stdout) ? flag : undefined;
}

function summaryHint(expected: string, actual: string): string | undefined {
  if (/in progress/.test(actual)) return 'the status is written as in the list: "in_progress", with the underscore.';
  if (/^Todo list updated:/.test(actual)) return 'count each status of the new list: completed, then in_progress, then pending.';
  return `the summary is one line: ${JSON.stringify(expected)}.`;
}

// ---------------------------------------------------------------------------------------------------- help

const DOC_TITLE = 'TodoWrite - Task List Management';

/** A help flag answered as a JSON argument that does not parse: the flag is not looked for first. */
const helpParsedAsJson = (run: World['last']): boolean => HELP_FLAGS.includes(run.args[0] ?? '') && /JSON/.test(String(run.result.stderr));

/** That mistake's hint, and its name: one cause, whichever check of a help run meets it (its output, its exit code). */
const HELP_PARSED_AS_JSON = (run: World['last']) => ({
  hint: `check for -h and --help before parsing the argument as JSON: "${run.args[0]}" is a request for help, not a JSON error.`,
  cause: 'help-flag-parsed-as-json',
});

const HELP_FLAGS = ['-h', '--help'];

Then('the command prints the documentation of TodoWrite', function (this: World) {
  const run = this.last;
  const { stdout, stderr, exitCode } = run.result;
  // A success with its text, and no text on stderr where the design has '': the same mistake as a write's.
  if (exitCode === 0 && typeof stdout === 'string' && stdout !== '' && typeof stderr !== 'string') successStderrNotEmpty(this, run, cite(this, 'SC-HELP.1'));
  // An exit code that is not a number: the same mistake as every other call's ("0" judged for what it says first).
  const code = codeOf(exitCode);
  if (code === undefined) fail(wrongExitCode(cite(this, 'SC-HELP.1'), 0, exitCode, run.result));
  if (code !== 0 || stderr !== '' || typeof stdout !== 'string' || stdout === '') {
    fail({
      requirements: cite(this, 'SC-HELP.1'),
      summary: `${run.args[0]} is not answered with the documentation on stdout and exit code 0`,
      expected: { stdout: `## ${DOC_TITLE} …`, stderr: '', exitCode: 0 },
      actual: run.result,
      ...(helpParsedAsJson(run) ? HELP_PARSED_AS_JSON(run) : { hint: 'help is a success: the documentation on stdout, stderr empty, exit code 0.' }),
    });
  }
  const needed = [DOC_TITLE, `TodoWrite '{"todos":[...]}'`, 'content', 'activeForm', 'status', 'pending', 'in_progress', 'completed'];
  const missing = needed.filter((text) => !stdout.includes(text));
  if (missing.length > 0) {
    fail({
      requirements: cite(this, 'SC-HELP.2', 'SC-HELP.1'),
      summary: `the help printed is not the command's documentation (todo-write.md): it lacks ${missing.map((m) => JSON.stringify(m)).join(', ')}`,
      actual: stdout,
      // A few lines are a usage line or a summary of one's own; a page is a document, just not the design's.
      hint:
        linesOf(stdout).length < 5
          ? `${run.args[0]} prints the whole todo-write.md, the same text the system prompt gives the model, not only the usage line.`
          : `${run.args[0]} printed a document of its own: print todo-write.md as the design writes it (the same text the system prompt gives the model), headed "${DOC_TITLE}", its usage \`TodoWrite '{"todos":[...]}'\`.`,
    });
  }
  if (typeof exitCode !== 'number') fail(wrongExitCode(cite(this, 'SC-HELP.1'), 0, exitCode, run.result));
});

Then('the documentation has the sections:', function (this: World, table: DataTable) {
  const stdout = String(this.last.result.stdout ?? '');
  const missing = table
    .raw()
    .flat()
    .filter((heading) => !new RegExp(`^#*\\s*${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm').test(stdout));
  if (missing.length > 0) {
    fail({
      requirements: cite(this, 'SC-HELP.2'),
      summary: `the documentation printed lacks the section(s) ${missing.map((m) => JSON.stringify(m)).join(', ')} of todo-write.md`,
      actual: stdout,
      // The kit checks the sections by their headings, each on a line of its own; their text is the command's.
      hint: `each section of todo-write.md starts with its heading on a line of its own ("## ${missing[0]}", or "${missing[0]}" alone): ${table.raw().flat().join(', ')}.`,
    });
  }
});

Then('the documentation shows what the example returns', function (this: World) {
  const text = 'Returns: Todo list updated: 1 completed, 1 in_progress, 1 pending';
  if (!String(this.last.result.stdout ?? '').includes(text)) {
    fail({
      requirements: cite(this, 'SC-HELP.2'),
      summary: `the documentation printed lacks the example's result line ${JSON.stringify(text)}`,
      actual: this.last.result.stdout,
    });
  }
});

// ---------------------------------------------------------------------------------------------------- errors

const USAGE_SHORT = `Usage: TodoWrite '{"todos":[...]}'`;
const USAGE_LONG = `Usage: TodoWrite '{"todos":[{"content":"...","activeForm":"...","status":"pending"}]}'`;

/** A missing parameter answered with Invalid JSON's long usage line: one mistake, whether the default or the strict check meets it. */
const MISSING_PARAM_LONG_USAGE = {
  hint: 'the long usage line belongs to "Invalid JSON format"; a missing parameter shows the short one: ' + USAGE_SHORT,
  cause: 'missing-param-long-usage',
};

Then('the command fails for a missing JSON parameter', function (this: World) {
  // The design says it two ways: the error section's two lines, or the handler sketch's usage line alone.
  const lines = expectRefused(this, this.last, cite(this, 'SC-ERR.2'));
  const text = lines.join('\n');
  if (text !== `Error: Missing JSON parameter\n${USAGE_SHORT}` && text !== USAGE_SHORT) {
    fail({
      requirements: cite(this, 'SC-ERR.2'),
      // Compared with the error section's two lines; the sketch's form is named, not diffed as if it were text.
      summary:
        "a call without the JSON parameter is not answered with the design's usage message (its error section's two lines, or the usage line alone as its handler sketch has it)",
      expected: `Error: Missing JSON parameter\n${USAGE_SHORT}`,
      actual: text,
      // Invalid JSON first: the long usage line comes with it, and parsing what is no parameter is the mistake.
      ...(/Invalid JSON/.test(text)
        ? {
            hint: `no argument (or an empty one) is a missing parameter, not invalid JSON: check for it before ${inTheirLanguage({ javascript: 'JSON.parse', python: 'json.loads' })}.`,
          }
        : text.includes(USAGE_LONG) && MISSING_PARAM_LONG_USAGE),
    });
  }
});

Then('the command fails with stderr:', function (this: World, expected: string) {
  const longUsageForMissing =
    /Missing JSON parameter/.test(expected) && !/Invalid JSON/.test(String(this.last.result.stderr)) && String(this.last.result.stderr).includes(USAGE_LONG);
  const { hint, cause } = /Invalid JSON format/.test(expected)
    ? { hint: 'after "Error: Invalid JSON format" comes the long usage line, with a whole example todo: ' + USAGE_LONG, cause: undefined }
    : longUsageForMissing
      ? MISSING_PARAM_LONG_USAGE
      : { hint: undefined, cause: undefined };
  expectStderrLines(this, this.last, expected.split('\n'), this.requirements, hint, cause);
});

/** A validation line's path as a message names it: the empty one (the input as a whole, zod's []) as such. */
const pathShown = (path: string): string => (path === '' ? 'the empty path ("- : …")' : path);

/** Validation paths written todos.0.content (FailureDetails.cause): one mistake, whichever scenario meets it. */
const DOTTED_PATHS = 'validation-paths-dotted';
const DOTTED_PATHS_HINT = () =>
  inTheirLanguage({
    javascript: 'write indexes in brackets, as the design does: todos[1].status, not todos.1.status (zod gives the path as ["todos", 1, "status"]).',
    python: 'write indexes in brackets, as the design does: todos[1].status, not todos.1.status.',
  });

Then('the command fails validation', function (this: World) {
  expectValidationBlock(this, this.last, this.requirements);
});

Then('the command fails validation on the field(s):', function (this: World, table: DataTable) {
  const expected = table.raw().flat();
  const problems = expectValidationBlock(this, this.last, this.requirements);
  const paths = [...new Set(problems.map((p) => p.path))];
  // Every bad field must have its line. More lines are allowed: a stricter schema may report more (an unknown key).
  const missing = expected.filter((p) => !paths.includes(p));
  const extra = paths.filter((p) => !expected.includes(p));
  // Every missing path there one index on (todos[1].status for todos[0].status): the todos are counted from 1. One
  // failure whatever the field, so that the one bug is one cause in "what to fix first".
  const shifted = (p: string) => p.replace(/^todos\[(\d+)\]/, (_, i: string) => `todos[${Number(i) + 1}]`);
  if (missing.length > 0 && missing.every((p) => p !== shifted(p) && extra.includes(shifted(p)))) {
    fail({
      requirements: cite(this, 'SC-ERR.4'),
      summary: 'the validation lines count the todos from 1, where the design counts from 0 (todos[0] is the first todo)',
      expected: { firstTodo: 'todos[0]' },
      actual: { firstTodo: 'todos[1]' },
      diff: missing.map((p) => `${shifted(p)} where the design has ${p}`),
      hint: inTheirLanguage({
        javascript: "zod's issue.path counts from 0, as arrays do: print its numbers as they are, without adding 1.",
        python: "a todo's index counts from 0, as lists do (enumerate): print it as it is, without adding 1.",
      }),
    });
  }
  if (missing.length > 0) {
    const dotted = missing.some((p) => paths.includes(p.replace(/\[(\d+)\]/g, '.$1')));
    fail({
      requirements: cite(this, 'SC-ERR.4'),
      summary: `the validation lines do not name the path of each bad field${missing.length ? `: no line for ${missing.join(', ')}` : ''}${extra.length ? `; unexpected ${extra.map(pathShown).join(', ')}` : ''}`,
      expected: expected.map((p) => `- ${p}: …`).join('\n'),
      actual: problems.map((p) => `- ${p.path}: ${p.message}`).join('\n'),
      diff: [...missing.map((p) => `no line for ${p}`), ...extra.map((p) => `a line for ${pathShown(p)}, which the scenario does not expect`)],
      hint: dotted
        ? DOTTED_PATHS_HINT()
        : inTheirLanguage({
            javascript: 'one line per zod issue, its path from issue.path: a number as [i], a name after a dot.',
            python: 'one line per problem, its path written as the design does: a number as [i], a name after a dot (todos[0].content).',
          }),
      ...(dotted && { cause: DOTTED_PATHS }), // one mistake, whichever field each scenario breaks
    });
  }
});

Then('the validation line of {string} reads {string}', function (this: World, path: string, message: string) {
  const problems = expectValidationBlock(this, this.last, this.requirements);
  if (!problems.some((p) => p.path === path && p.message === message)) {
    // The path first: a line for todos.0.content is the dotted paths' mistake, whatever its message says.
    const dotted = !problems.some((p) => p.path === path) && problems.some((p) => p.path === path.replace(/\[(\d+)\]/g, '.$1'));
    fail({
      requirements: cite(this, 'SC-ERR.4'),
      summary: `the validation line of ${path} does not read as the design's example`,
      expected: `- ${path}: ${message}`,
      actual: problems.map((p) => `- ${p.path}: ${p.message}`).join('\n'),
      hint: dotted
        ? DOTTED_PATHS_HINT()
        : inTheirLanguage({
            javascript: "zod 4's default messages differ from the design's (zod 3's); give the schema its own messages to match the document.",
            python:
              "the design's messages are zod 3's: write them as it quotes them (Required; Expected string, received 'x'; …), whatever validates the input.",
          }),
      ...(dotted && { cause: DOTTED_PATHS }),
    });
  }
});

// ---------------------------------------------------------------------------------------------------- the list

/** Compare the store's items with what the scenario expects. */
export async function expectList(
  world: World,
  todos: TodoItem[],
  requirements: string[],
  summary = 'the list is not what the scenario expects',
): Promise<WireState> {
  const state = await world.state();
  const last = world.runs[world.runs.length - 1];
  const afterFailure = last !== undefined && last.result.exitCode !== 0;
  const diff = jsonDiff(todos, state.items);
  if (diff.length > 0) {
    fail({
      requirements: afterFailure ? cite(world, 'SC-ERR.5', ...requirements) : cite(world, ...requirements),
      summary,
      expected: todos,
      actual: state.items,
      diff,
      hint: afterFailure
        ? 'the list changed although the call was refused: validate first, and call todoStore.update() only when everything passed.'
        : Array.isArray(state.items) && state.items.length > todos.length
          ? 'the new list is added to the old one: TodoWrite replaces the list whole, it never merges or appends.'
          : undefined,
    });
  }
  return state;
}

Then('the list is:', async function (this: World, table: DataTable) {
  await expectList(this, todosOf(table), ['SC-OK.3']);
});

Then('the list is empty', async function (this: World) {
  await expectList(this, [], ['SC-OK.3']);
});

Then('the list holds those {int} todos, in order', async function (this: World, n: number) {
  await expectList(this, numberedTodos(n), ['SC-OK.3']);
});

Then('the list is unchanged', async function (this: World) {
  const run = this.last;
  const before = run.before;
  if (!before || !Array.isArray(before.items) || before.items.length === 0) {
    throw new Error('kit error: "the list is unchanged" needs a list written before the command (Given the list holds: …)');
  }
  const after = await this.state();
  const diff = jsonDiff(before, after);
  if (diff.length > 0) {
    fail({
      requirements: cite(this, 'SC-ERR.5'),
      summary: `the list changed, although the command ${run.result.exitCode === 0 ? 'was not a write' : 'failed'}`,
      expected: before,
      actual: after,
      diff,
      hint:
        run.result.exitCode === 0
          ? 'help is not a write: answer it before anything touches the store.'
          : /^\[\]$/.test(JSON.stringify(after.items))
            ? 'the list was emptied by a failed call: keep the old list until the new one has passed validation (do not clear first).'
            : 'validate first, and call todoStore.update() only when everything passed.',
    });
  }
});

Then('the exit code is {int}', function (this: World, code: number) {
  if (this.last.result.exitCode !== code) {
    // Exit code 1 is the error rule; 0 is the rule of the scenario (help is a success).
    const requirements = code === 1 ? cite(this, 'SC-ERR.1') : cite(this, 'SC-HELP.1');
    const details = wrongExitCode(requirements, code, this.last.result.exitCode, this.last.result);
    fail(helpParsedAsJson(this.last) ? { ...details, ...HELP_PARSED_AS_JSON(this.last) } : details);
  }
});
