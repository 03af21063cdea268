/**
 * Judging what a command answered: the three fields of a CommandResult, the error blocks of the design, the
 * summary line. Each check names the rule it enforces, and tells the classic mistake behind a wrong answer.
 */
import { inTheirLanguage } from '../common/their-language';
import { fail, type FailureDetails } from '../../harness/failure-report';
import { jsonDiff } from '../../harness/json-diff';
import { shortText } from '../../harness/safe-text';
import { describeValue } from '../../harness/wire';
import type { Run, ShellCommandWorld } from './world';

/** ANSI SGR sequences (colours, dim, reset): the kit compares text without them. */
export const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** A stream's lines; one trailing newline is tolerated (commands usually end what they print with one). */
export const linesOf = (text: string) => text.replace(/\r?\n$/, '').split(/\r?\n/);

/** The requirement ids to cite: the ones a check names first, then the scenario's own, each once. */
export function cite(world: ShellCommandWorld, ...first: string[]): string[] {
  return [...new Set([...first, ...world.requirements])];
}

/** The limits' defaults (SC-ENV.1), which a command that does not read its env applies whatever the scenario set. */
const LIMIT_DEFAULTS: Readonly<Record<string, number>> = { TODO_MAX_ITEMS: 50, TODO_MAX_CONTENT_LENGTH: 200 };

/** When the scenario set limits, the classic mistake is not reading them: the hint names both variables, in one wording. */
function envHint(world: ShellCommandWorld): string | undefined {
  if (Object.keys(world.env).length === 0) return undefined;
  // Worded the same whichever limit the scenario set, and whether a call was refused or let through: one cause.
  const made = inTheirLanguage({ javascript: 'createTodoCommand({ env })', python: "the env of the kit's reset" });
  const read = inTheirLanguage({
    javascript: 'Number(env.TODO_MAX_ITEMS), Number(env.TODO_MAX_CONTENT_LENGTH)',
    python: 'int(env.get("TODO_MAX_ITEMS")), int(env.get("TODO_MAX_CONTENT_LENGTH"))',
  });
  const notFrom = inTheirLanguage({ javascript: 'process.env', python: 'os.environ' });
  return `the scenario set a limit in ${made}: read the limits from that env (strings: ${read}), falling back to ${LIMIT_DEFAULTS.TODO_MAX_ITEMS} and ${LIMIT_DEFAULTS.TODO_MAX_CONTENT_LENGTH}, not from constants or ${notFrom}; and "at most N" lets N through (compare with > N, not >= N).`;
}

/** The env's limits not read (or read, and compared with >=): one mistake, one cause, refused or let through. */
export const LIMITS_NOT_FROM_ENV = 'limits-not-from-env';

/**
 * Whether ignoring the scenario's limits can explain a call refused (or accepted) against the design: a command that
 * ignores them applies the defaults, so it refuses more only where a limit was set above its default, and accepts
 * more only where one was set below it. Otherwise something else is wrong: a call at a limit set below the default,
 * refused, is that limit compared with >= (a Python learner's `too long`, which names no number, was told to read
 * the env, which they did).
 */
const ignoringLimitsWould = (world: ShellCommandWorld, outcome: 'refuse' | 'accept'): boolean =>
  Object.entries(world.env).some(([name, value]) => {
    const fallback = LIMIT_DEFAULTS[name];
    return fallback !== undefined && (outcome === 'refuse' ? Number(value) > fallback : Number(value) < fallback);
  });

/** A limit set to what is not a positive whole number ("abc", "0", "-5", "2.5"): the default applies (SC-ENV.3). */
function invalidLimitHint(world: ShellCommandWorld): string | undefined {
  const invalid = Object.entries(world.env).find(([, value]) => value !== '' && !/^[1-9]\d*$/.test(value));
  if (!invalid) return undefined;
  const [name, value] = invalid;
  const fallback = LIMIT_DEFAULTS[name];
  // The same words for every such value: one reading of the limits lets several through ("-5" and "2.5" alike, by
  // Number(value) || default), and one mistake is one cause of "What to fix first".
  const accept = inTheirLanguage({
    javascript: `accept the value only when Number.isInteger(Number(value)) and it is above 0 (not Number(value) || ${fallback}, which keeps "-5", nor parseInt, which reads "2.5" as 2)`,
    python: `accept the value only when value.isdigit() and int(value) > 0 (not int(float(value)), which reads "2.5" as 2)`,
  });
  return `${name}=${JSON.stringify(value)} is not a positive whole number, so the default, ${fallback}, applies: ${accept}.`;
}

/**
 * Why a call the design accepts was refused, by what the scenario checks: a limit that is not a number left as
 * the default, advice of todo-write.md enforced as a rule, the whitespace rule applied to activeForm, a limit not
 * read from the env, or a limit compared with >= instead of >.
 */
const bytesHint = () =>
  inTheirLanguage({
    javascript: `a length counts characters, not bytes: "字" is one character (its .length) and three bytes in UTF-8 (Buffer.byteLength).`,
    python: `a length counts characters, not bytes: "字" is one character (len(text)) and three bytes once encoded (len(text.encode())).`,
  });

function refusedHint(world: ShellCommandWorld, error: string, { oneFewer = false } = {}): string | undefined {
  const checks = (rule: string) => world.requirements.includes(rule);
  if (checks('SC-ENV.3')) {
    const invalid = invalidLimitHint(world);
    if (invalid) return invalid;
  }
  if (!/Validation failed/.test(error)) return undefined;
  const problems = `the validation refused it: ${error.split('\n').slice(1).join(' ').trim().replace(/\.+$/, '')}.`;
  if (checks('SC-VAL.10')) {
    return `${problems} "Exactly ONE task must be in_progress" in todo-write.md is advice to the model, not a validation rule: do not refuse a list for how many of its tasks are in progress.`;
  }
  if (checks('SC-VAL.4') && /activeForm/.test(error)) {
    return `${problems} The whitespace rule is content's alone: an activeForm of spaces is not empty (min(1) on activeForm, no trim).`;
  }
  // A length refused for characters beyond ASCII (several bytes each): counted in bytes, where the design counts characters.
  if ((checks('SC-VAL.2') || checks('SC-VAL.5')) && /[^\x00-\x7f]/.test(world.last.line) && /long|most|max|characters/i.test(error)) {
    return bytesHint();
  }
  const limits = Object.values(world.env).filter((v) => v !== '');
  const oneTooStrict = '"At most N" lets N through: compare with > N, not >= N.';
  // One fewer accepted (the kit's probe): the limit is read, and compared with >=, whatever the refusal's words.
  if (oneFewer) return `${problems} ${oneTooStrict}`;
  // A limit set above its default and a refusal that names no number: the env not read, or read and compared with >=.
  if (ignoringLimitsWould(world, 'refuse') && !limits.some((v) => error.includes(v))) return envHint(world);
  return /most|max|many|long|characters|items/i.test(error)
    ? `${problems} ${oneTooStrict}`
    : `${problems} Apply only the rules of the design (advice to the model in todo-write.md is not a validation rule).`;
}

/**
 * A wrong exit code, worded the same by every check that finds one, so that one exit-code bug is one cause: the
 * difference is the exit code alone (what else is shown, stderr say, is judged once the code is right).
 */
export function wrongExitCode(requirements: string[], expected: number, actual: unknown, context: object, where = ''): FailureDetails {
  // Not a number at all ("0" as text, null): one mistake, whichever code it stands for. A caller that tests
  // exitCode === 0 reads "0" as a failure, so an accepted call read as refused, and was told so.
  if (typeof actual !== 'number') {
    return {
      requirements,
      summary: `the exit code is ${describeValue(actual)}, not the number ${expected}${where}`,
      expected: { exitCode: expected },
      actual: context,
      diff: jsonDiff({ exitCode: expected }, { exitCode: actual }),
      hint:
        actual === undefined
          ? 'every result carries exitCode, a number, as a process ends with one: 0 when the call succeeded, 1 when it failed.'
          : `exitCode is a number in the design's results, as a process's exit code is: ${typeof actual === 'string' ? 'text such as "0" is not 0' : `${describeValue(actual)} is none`}, and a caller that tests exitCode === 0 takes anything but the number for a failure.`,
      cause: 'exit-code-not-a-number',
    };
  }
  return {
    requirements,
    summary:
      expected === 1
        ? `the error came with exit code ${describeValue(actual)}, not 1${where}`
        : `the exit code is ${describeValue(actual)}, not ${expected}${where}`,
    expected: { exitCode: expected },
    actual: context,
    diff: jsonDiff({ exitCode: expected }, { exitCode: actual }),
    hint:
      expected === 1 ? 'an agent shell command reports failure the way a process does: with exit code 1. The model reads the code before the text.' : undefined,
  };
}

const where = (run: Run) => `  (command line: ${shortText(run.line.replace(/\n/g, '⏎'))})`;

/**
 * A call at a limit (the env's, or the default) refused: the limit compared with >=, the env not read, or another
 * rule. The same call with one item, or one character of the field at the limit, fewer (a probe) tells the first
 * apart: accepted, the limit is read and "at most N" is what is wrong, whatever the refusal's words. False where it
 * does not apply.
 */
export async function oneFewerAccepted(world: ShellCommandWorld, run: Run): Promise<boolean> {
  if (run.result.exitCode === 0) return false;
  let input: { todos?: unknown } | null;
  try {
    input = JSON.parse(run.args.join(' ')) as { todos?: unknown } | null;
  } catch {
    return false;
  }
  const todos = input?.todos;
  if (!Array.isArray(todos)) return false;
  const limit = (name: string) => (/^[1-9]\d*$/.test(world.env[name] ?? '') ? Number(world.env[name]) : LIMIT_DEFAULTS[name]!);
  const [items, length] = [limit('TODO_MAX_ITEMS'), limit('TODO_MAX_CONTENT_LENGTH')];
  const atLimit = (value: unknown) => typeof value === 'string' && [...value].length === length;
  const shorter = (value: unknown) => (atLimit(value) ? [...(value as string)].slice(0, -1).join('') : value);
  const fields = todos.some((todo: Record<string, unknown>) => atLimit(todo?.content) || atLimit(todo?.activeForm));
  if (todos.length !== items && !fields) return false;
  const fewer =
    todos.length === items
      ? todos.slice(0, -1)
      : todos.map((todo: Record<string, unknown>) => ({ ...todo, content: shorter(todo?.content), activeForm: shorter(todo?.activeForm) }));
  const answer = (await world.implementation.probe(
    'execute',
    { args: [JSON.stringify({ ...input, todos: fewer })] },
    'execute(the same call, one fewer): is "at most" read as "fewer than"?',
  )) as { exitCode?: unknown } | undefined;
  return answer?.exitCode === 0;
}

/**
 * The exit code a result stands for: its number, or the number its text spells ("0"); undefined for anything else
 * (null, false, none). A code given as text is judged for what it says first, and then, if that was right, for its
 * type: told only as text, a second mistake (a call let through that the design refuses) hid behind it.
 */
export function codeOf(exitCode: unknown): number | undefined {
  if (typeof exitCode === 'number') return exitCode;
  return typeof exitCode === 'string' && /^\d+$/.test(exitCode) ? Number(exitCode) : undefined;
}

/** Exit code 0 and nothing on stderr: the call was accepted. Returns stdout. */
export function expectAccepted(world: ShellCommandWorld, run: Run, requirements: string[], { oneFewer = false } = {}): string {
  const { stdout, stderr, exitCode } = run.result;
  const code = codeOf(exitCode);
  const notANumber = () => fail(wrongExitCode(cite(world, 'SC-OK.1'), 0, exitCode, { exitCode, stderr }, where(run)));
  if (code === undefined) notANumber();
  if (code !== 0 || (typeof stderr === 'string' && stderr !== '')) {
    const error = typeof stderr === 'string' && stderr !== '' ? stderr : stdout;
    const hint = refusedHint(world, String(error), { oneFewer });
    fail({
      requirements,
      summary: `the command refused a call the design accepts${where(run)}`,
      expected: { exitCode: 0, stderr: '' },
      actual: { exitCode, stderr },
      hint,
      // A length in bytes: one mistake, whichever field's refusal (their stderr lines differ) shows it.
      ...(hint === bytesHint() && { cause: 'length-in-bytes' }),
      // A limit that is not a positive whole number applied as it reads: one mistake, whichever value shows it.
      ...(hint !== undefined && hint === invalidLimitHint(world) && { cause: 'invalid-limit-applied' }),
      ...(hint !== undefined && hint === envHint(world) && { cause: LIMITS_NOT_FROM_ENV }),
    });
  }
  if (typeof stdout !== 'string') fail({ requirements: cite(world, 'SC-OK.1'), summary: `stdout is not a string${where(run)}`, actual: stdout });
  if (stderr !== '') successStderrNotEmpty(world, run, cite(world, 'SC-OK.1'));
  if (typeof exitCode !== 'number') notANumber();
  return stdout;
}

/**
 * A success (exit code 0, no error text) whose stderr is not the empty string: the design's results are `stderr: ''`,
 * which a caller that joins or prints stderr reads as nothing; null or a missing field is not that. One mistake, one
 * cause, whichever success shows it (a write, help).
 */
export function successStderrNotEmpty(world: ShellCommandWorld, run: Run, requirements: string[]): never {
  const { stderr } = run.result;
  fail({
    requirements,
    summary: `a successful call's stderr is ${stderr === undefined ? 'missing' : describeValue(stderr)}, not the empty string`,
    expected: { exitCode: 0, stderr: '' },
    actual: run.result,
    hint: inTheirLanguage({
      javascript: "answer every call with all three fields, as the design's handler does: return { stdout: summary, stderr: '', exitCode: 0 }.",
      python: 'answer every call with all three fields: {"stdout": summary, "stderr": "", "exitCode": 0}.',
    }),
    cause: 'stderr-not-empty-string-on-success',
  });
}

/**
 * A failed command: exit code 1, stdout empty, the message on stderr. Which rule a wrong answer breaks depends on
 * how it is wrong: a call that went through breaks the scenario's rule; an error with exit code 0 or on stdout
 * breaks SC-ERR.1. Returns stderr's lines.
 */
export function expectRefused(world: ShellCommandWorld, run: Run, rule: string[]): string[] {
  const { stdout, stderr, exitCode } = run.result;
  const code = codeOf(exitCode);
  const errText = [stderr, stdout].find((s) => typeof s === 'string' && s !== '') as string | undefined;
  if (code === 0 && (stderr === '' || stderr === undefined) && !/^(Error|Usage)/.test(String(stdout))) {
    fail({
      requirements: [...new Set([...rule, ...world.requirements])],
      summary: `the command accepted a call the design refuses${where(run)}`,
      expected: { exitCode: 1, stdout: '', stderr: '<the error>' },
      actual: run.result,
      ...(ignoringLimitsWould(world, 'accept') && envHint(world)
        ? { hint: envHint(world), cause: LIMITS_NOT_FROM_ENV }
        : {
            hint: 'the design refuses this input (by the rule the failure names, quoted in the full message): check that rule, and answer exit code 1 with the error on stderr, before todoStore.update() writes anything.',
          }),
    });
  }
  if (code !== 1) fail(wrongExitCode(cite(world, 'SC-ERR.1'), 1, code ?? exitCode, { exitCode, stderr }, where(run)));
  if (stdout !== '') {
    fail({
      requirements: cite(world, 'SC-ERR.1'),
      summary: `the error was written on stdout${where(run)}`,
      expected: { stdout: '', stderr: errText ?? '<the error>' },
      actual: { stdout, stderr },
      hint: inTheirLanguage({
        javascript: 'errors go to stderr and stdout stays empty: return { stdout: "", stderr: message, exitCode: 1 }.',
        python: 'errors go to stderr and stdout stays empty: return {"stdout": "", "stderr": message, "exitCode": 1}.',
      }),
    });
  }
  if (typeof stderr !== 'string' || stderr === '') {
    fail({ requirements: cite(world, 'SC-ERR.1'), summary: `the error left stderr empty${where(run)}`, actual: run.result });
  }
  if (typeof exitCode !== 'number') fail(wrongExitCode(cite(world, 'SC-ERR.1'), 1, exitCode, { exitCode, stderr }, where(run)));
  return linesOf(stderr);
}

/** stderr is exactly these lines (one trailing newline tolerated). */
export function expectStderrLines(world: ShellCommandWorld, run: Run, expected: string[], rule: string[], hint?: string, cause?: string): void {
  const actual = expectRefused(world, run, rule);
  if (actual.length !== expected.length || actual.some((line, i) => line !== expected[i])) {
    fail({
      requirements: cite(world, ...rule),
      summary: `stderr is not the error the design prescribes${where(run)}`,
      expected: expected.join('\n'),
      actual: actual.join('\n'),
      diff: expected
        .flatMap((line, i) =>
          actual[i] === line ? [] : [`line ${i + 1}: expected ${JSON.stringify(line)}, got ${actual[i] === undefined ? 'nothing' : JSON.stringify(actual[i])}`],
        )
        .concat(
          actual.length > expected.length
            ? [`${actual.length - expected.length} line(s) more than expected: ${JSON.stringify(actual.slice(expected.length))}`]
            : [],
        ),
      hint,
      cause,
    });
  }
}

export interface ValidationLine {
  path: string;
  message: string;
}

/** "Error: Validation failed" and then one "- <path>: <message>" line per problem. Returns the problem lines. */
export function expectValidationBlock(world: ShellCommandWorld, run: Run, rule: string[]): ValidationLine[] {
  const lines = expectRefused(world, run, rule);
  // A problem of the input as a whole has an empty path (zod's issue.path is [] for it): "- : Expected object, …".
  const problems = lines.slice(1).map((line) => /^- (.*?): (.*)$/.exec(line));
  if (lines[0] !== 'Error: Validation failed' || lines.length < 2 || problems.some((m) => m === null)) {
    fail({
      requirements: cite(world, 'SC-ERR.4', ...rule),
      summary: `a schema failure is not reported as the design's "Validation failed" block${where(run)}`,
      expected: 'Error: Validation failed\n- <path>: <message>   (one line per problem)',
      actual: lines.join('\n'),
      hint:
        lines[0] === 'Error: Invalid JSON format'
          ? inTheirLanguage({
              javascript:
                'the JSON parsed; it broke the schema. "Invalid JSON format" is only for text JSON.parse refuses: call JSON.parse in its own try, then safeParse.',
              python:
                'the JSON parsed; it broke the schema. "Invalid JSON format" is only for text json.loads refuses: call json.loads in its own try, then validate.',
            })
          : inTheirLanguage({
              javascript: 'format each zod issue as "- " + its path + ": " + its message, under the line "Error: Validation failed".',
              python: 'format each validation error as "- " + its path + ": " + its message, under the line "Error: Validation failed".',
            }),
    });
  }
  return problems.map((m) => ({ path: m![1]!, message: m![2]! }));
}
