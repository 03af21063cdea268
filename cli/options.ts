import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { DEFAULT_BASELINE, DEFAULT_MEMORY_LIMIT_MIB, DEFAULT_PROFILE, DEFAULT_REPORTS_DIR, DEFAULT_TIMEOUT_MS, REPORT_FILES } from '../harness/defaults';
import { findProfile, type Profile } from '../harness/profiles';
import { nearest } from '../harness/nearest';

/** "a PRD", "an analysis": a document's short name with its article, as a sentence needs it. */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** Every exit code of the kit (bin/todo-kit.js answers `internal` for a bug of the kit's own, and `usage` for too old a Node). */
export const EXIT = { conformant: 0, failures: 1, usage: 2, internal: 3 } as const;

/** One line per report file: every name in REPORT_FILES, so that the help never misses one. */
const REPORT_PURPOSE: Record<keyof typeof REPORT_FILES, string> = {
  landing: 'open this first: the verdict, what to fix first by cause, the concept scorecard',
  html: 'every scenario with its steps and failure messages, for a browser',
  junit: 'JUnit XML, for CI test-report viewers',
  messages: "cucumber's full message stream (NDJSON), for tools",
  summary: 'the counts per feature, the concept scorecard, what to fix first (a CI job summary)',
  outcomes: 'one record per scenario (stable id, requirements, outcome kind, message), for graders',
};
const REPORT_LINES = (Object.keys(REPORT_FILES) as (keyof typeof REPORT_FILES)[])
  .map((key) => `  ${REPORT_FILES[key].padEnd(20)} ${REPORT_PURPOSE[key]}`)
  .join('\n');

export const HELP = `todo-kit: verify a TodoWrite-style tool against its contract, scenario by scenario.

Usage
  todo-kit [path-to-implementation] [--profile <id>] [options]
  todo-kit --cmd "<command>" [--profile <id>] [options]
  todo-kit profiles
  todo-kit grade <submissions…> [--jobs N] [--out <dir>]   many submissions, a scoreboard (todo-kit grade --help)

  A profile is one contract (todo-kit profiles lists them); the default is todo-list-v2, the Todo-List Tool v2
  PRD. The path is a module (.ts .mts .cts .js .mjs .cjs) with the profile's exports (for todo-list-v2:
  createRegistry()); TODO_KIT_IMPL=<path> does the same. An implementation in another language is a program
  that speaks the kit's line protocol (docs/protocol.md). With no path, inside the kit's own folder, the kit
  verifies its own reference of the profile (with no profile either, the reference of every profile, one report
  folder each); outside it, no path is a usage error (exit 2): name what to verify.

Options
  --profile <id>         The contract to verify against (default: todo-list-v2). TODO_KIT_PROFILE=<id> does the same.
                           todo-kit ./my-manager.mjs --profile mini-claude-code-v2
  --cmd "<command>"      Verify a program in any language that speaks the line protocol on stdin/stdout.
                         Split into words like a shell would, run without one, in a scratch folder (words that
                         name files in the current directory are made absolute first).
                         TODO_KIT_IMPL_CMD="<command>" does the same.
                           todo-kit --cmd "python3 examples/todo-list-v2/python/todo_registry.py"
  --validate-protocol    Check every message against docs/protocol/protocol-v1.schema.json (for debugging
                         a harness: a malformed reply becomes a protocol error that says what is wrong).
                           todo-kit --cmd "./my-registry" --validate-protocol
  --only <item>          Run only the scenarios of a requirement or item of the profile's document, or of
                         one scenario id. Repeatable.
                           todo-kit ./my-registry.ts --only F-008          (a whole feature)
                           todo-kit ./my-registry.ts --only F-001.E4       (one rule of it)
                           todo-kit ./my-registry.ts --only F001-E3        (one scenario, by its @id)
                           todo-kit ./my-registry.ts --only F001-E3/the-empty-string   (one row of an outline)
  --tags <expression>    A cucumber tag expression, added to the selection.
                           todo-kit ./my-registry.ts --tags "@F-005 and not @in-process"
  --strict               Also run the interpretations that go beyond the PRD's literal text (@strict).
                           todo-kit ./my-registry.ts --strict
  --no-typecheck         Do not type-check a TypeScript module. The check runs alongside the scenarios, costs
                         about 2 s of CPU, and its findings are a notice at the top of the summary, never a failure.
                           todo-kit ./src/registry.ts --no-typecheck
  --reports <dir>        Where the reports go (default: ./${DEFAULT_REPORTS_DIR}).
                           todo-kit ./my-registry.ts --reports build/conformance
  --timeout <ms>         How long one call may take before it counts as hung (default: ${DEFAULT_TIMEOUT_MS}).
                           todo-kit ./my-registry.ts --timeout 5000
  --baseline <file>      Expected failures, by scenario id: listed failures do not fail the run, a new
                         failure does, and a listed scenario that now passes fails the run as stale.
                           todo-kit ./my-registry.ts --baseline conformance-baseline.json
  --write-baseline       Write the --baseline file from this run's failures (default file:
                         ./${DEFAULT_BASELINE}), then exit 0.
                           todo-kit ./my-registry.ts --write-baseline --baseline conformance-baseline.json
  --update-baseline      Remove from the --baseline file the entries whose scenarios now pass (and only
                         those), and say how many: the baseline shrinks as you fix. Adds nothing.
                           todo-kit ./my-registry.ts --update-baseline --baseline conformance-baseline.json
  --pass-env <NAME>      Let the implementation see this variable of the kit's environment (repeatable).
                         Otherwise it sees only PATH, HOME, LANG, TMPDIR and a few more: never the kit's secrets.
                           todo-kit --cmd "python3 agent.py" --pass-env PYTHONPATH
  --allow-children       Let a module start child processes and worker threads (Node's permission model
                         forbids them otherwise; it also keeps the module's writes in a scratch folder).
                           todo-kit ./my-tool.mjs --allow-children
  --sandbox              Run a --cmd program under bubblewrap (bwrap, Linux): the file system read-only but
                         its scratch folder, no network. Needs bubblewrap installed.
                           todo-kit --cmd "python3 agent.py" --sandbox
  --memory <MiB>         The most memory the implementation (with what it starts) may hold; past it the kit
                         ends it, and the call it was answering fails saying so (default: ${DEFAULT_MEMORY_LIMIT_MIB}; Linux).
                           todo-kit --cmd "java -jar todo.jar" --memory 4096
  --version              The kit's version.
  -h, --help             This text.

Exit codes
  0  conformant; or only failures listed in the baseline; or, narrowed by --only or --tags, every selected
     scenario passed (SELECTION PASSED: no verdict on the whole contract)
  1  conformance failures: failed, errored, timed out, protocol error, not run, or a stale baseline entry
  2  usage or loading error: a bad option, an empty or wrong path, an unknown profile, a module that does
     not load or lacks the profile's export, a Node older than the kit needs
  3  internal error of the kit itself (please report it)

Reports (in --reports; in --reports/<profile>/ when every profile's reference runs, with an index.html above)
${REPORT_LINES}`;

export interface CliOptions {
  /** The profile asked for (--profile or TODO_KIT_PROFILE); undefined means the default. */
  profile?: string;
  /** The profile came from TODO_KIT_PROFILE, not a --profile typed. */
  profileFromEnv?: boolean;
  /** `todo-kit profiles`. */
  listProfiles: boolean;
  /** Nothing chosen (no implementation, profile or selection): verify every profile's reference. */
  everyReference: boolean;
  implementation?: string;
  /** The scenario ids --only named (F001-E3), to say which exist when none of them does. */
  onlyIds: string[];
  /** Rows of scenario outlines, by outline id and row key ("F001-E3/the-empty-string"), selected by their place in the features. */
  rows: { id: string; row: string }[];
  command?: string;
  validateProtocol: boolean;
  tags: string[];
  /** The user's selection as typed (`--only F-002`, `--tags "@x"`), for a narrowed run to say what it ran. */
  selectedBy: string[];
  strict: boolean;
  reportsDir: string;
  timeoutMs?: number;
  baseline?: string;
  writeBaseline: boolean;
  /** --update-baseline: remove the entries that now pass from the --baseline file. */
  updateBaseline: boolean;
  /** --pass-env NAME: variables the implementation may see besides the allowlist (harness/isolation.ts). */
  passEnv?: string[];
  /** --allow-children: a module may start processes and workers. */
  allowChildren?: boolean;
  /** --sandbox: a --cmd program runs under bubblewrap. */
  sandbox?: boolean;
  /** --memory MiB: the most memory the implementation may hold (DEFAULT_MEMORY_LIMIT_MIB when undefined). */
  memoryMiB?: number;
  /** Type-check a TypeScript module alongside the run (false with --no-typecheck). */
  typecheck: boolean;
  help: boolean;
  version: boolean;
}

/** A wrong option: exit 2 with the message and a pointer to --help. */
export class CliUsageError extends Error {
  /** The report folder of the run the error stopped, once the options named it (or left the default). */
  reportsDir?: string;
}

/**
 * "F-008" → every tag of that item and its requirements; "F001-E3" → that scenario id. What an item or a
 * requirement id looks like is the profile's grammar (its catalogue), never the kit's.
 */
export function onlyToTagExpression(item: string, profile: Profile): string {
  const ids = profile.catalogue.requirements.map((r) => r.id).filter((id) => id === item || id.startsWith(`${item}.`));
  if (ids.length > 0) return [`@${item}`, ...ids.map((id) => `@${id}`)].filter((t, i, all) => all.indexOf(t) === i).join(' or ');
  const { idPattern, itemPattern, idGrammar, document } = profile.catalogue.profile;
  const looksLikeItem = new RegExp(itemPattern ?? idPattern).test(item) || new RegExp(idPattern).test(item);
  if (!looksLikeItem && /^[A-Z]+\d*-[\w-]+$/i.test(item)) return `@id:${item}`;
  const examples = profile.catalogue.requirements
    .slice(0, 2)
    .map((r) => r.id)
    .join(', ');
  // The items a learner can select, and the id nearest to the one typed.
  const requirementIds = profile.catalogue.requirements.map((r) => r.id);
  const itemIds = [...new Set(requirementIds.map((id) => id.split('.')[0]!))];
  const near = nearest(item, [...itemIds, ...requirementIds]);
  throw new CliUsageError(
    `--only ${item}: not ${withArticle(document.short)} item or requirement of profile ${profile.id}${near ? ` (did you mean ${near}?)` : ''} nor a scenario id. ` +
      `Its items: ${itemIds.join(', ')}. (Requirement ids, e.g. ${examples}: ${idGrammar})`,
  );
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        profile: { type: 'string' },
        cmd: { type: 'string' },
        'validate-protocol': { type: 'boolean', default: false },
        only: { type: 'string', multiple: true },
        tags: { type: 'string', multiple: true },
        strict: { type: 'boolean', default: false },
        reports: { type: 'string' },
        timeout: { type: 'string' },
        baseline: { type: 'string' },
        'write-baseline': { type: 'boolean', default: false },
        'update-baseline': { type: 'boolean', default: false },
        version: { type: 'boolean', default: false },
        'pass-env': { type: 'string', multiple: true },
        'allow-children': { type: 'boolean', default: false },
        sandbox: { type: 'boolean', default: false },
        memory: { type: 'string' },
        'no-typecheck': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    const usage = new CliUsageError(explainParseError(error as Error & { code?: string }));
    // The options did not parse: the report folder is read from them as they were typed, or the default.
    usage.reportsDir = reportsDirTyped(argv);
    throw usage;
  }
  const { values, positionals } = parsed;
  // A usage error found once the options are read names the report folder it would have written: the run stops
  // before any scenario, and the reports of an earlier run there must not pass for this one's (main.ts).
  try {
    if (values['update-baseline'] && values['write-baseline']) {
      throw new CliUsageError('--write-baseline records every failure anew, --update-baseline only removes the entries that now pass: choose one');
    }
    const listProfiles = positionals[0] === 'profiles' && positionals.length === 1;
    if (positionals.length > 1) throw new CliUsageError(`one implementation at a time, got: ${positionals.join(' ')}`);
    const profileId = nonEmpty(values.profile ?? env.TODO_KIT_PROFILE, '--profile (or TODO_KIT_PROFILE)');
    const profile = findProfile(profileId ?? DEFAULT_PROFILE);
    if (!profile) return { ...emptyOptions(), profile: profileId }; // the caller names what exists
    for (const expression of values.tags ?? []) checkTagExpression(expression);
    const passEnv = values['pass-env'] ?? [];
    for (const name of passEnv) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new CliUsageError(`--pass-env takes the name of a variable (PYTHONPATH), not "${name}"`);
    }
    const tags = [...(values.tags ?? []).map((t) => `(${t})`)];
    const rowPattern = /^([^/]+)\/([\w-]+)$/;
    const rows = (values.only ?? []).flatMap((item) => {
      const match = rowPattern.exec(item);
      return match ? [{ id: match[1]!, row: match[2]! }] : [];
    });
    const items = (values.only ?? []).filter((item) => !rowPattern.test(item));
    if (rows.length > 0 && items.length > 0)
      throw new CliUsageError('--only takes outline rows (F001-E3/the-empty-string) or items and scenario ids, not both at once');
    const only = items.map((item) => onlyToTagExpression(item, profile));
    const onlyIds = items.filter((item, i) => only[i] === `@id:${item}`);
    if (only.length > 0) tags.push(`(${only.join(' or ')})`);
    let timeoutMs: number | undefined;
    if (values.timeout !== undefined) {
      // Decimal milliseconds within Node's timer range: "0x10" or 2,500,000,000 would not mean what they say.
      timeoutMs = /^\d+$/.test(values.timeout) ? Number(values.timeout) : NaN;
      if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMER_MS) {
        throw new CliUsageError(`--timeout takes a whole number of milliseconds from 1 to ${MAX_TIMER_MS}, not "${values.timeout}"`);
      }
    }
    let memoryMiB: number | undefined;
    if (values.memory !== undefined) {
      // Less than a Node process needs to start would end every implementation as it loads.
      memoryMiB = /^\d+$/.test(values.memory) ? Number(values.memory) : NaN;
      if (!Number.isSafeInteger(memoryMiB) || memoryMiB < MIN_MEMORY_MIB || memoryMiB > MAX_MEMORY_MIB) {
        throw new CliUsageError(`--memory takes a whole number of MiB from ${MIN_MEMORY_MIB} to ${MAX_MEMORY_MIB}, not "${values.memory}"`);
      }
    }
    // Set but empty is an error: a grading loop whose path variable came out empty must not grade the reference.
    const implementation = listProfiles
      ? undefined
      : nonEmpty(positionals[0] ?? env.TODO_KIT_IMPL, 'the implementation path (TODO_KIT_IMPL or the path argument)');
    const command = nonEmpty(values.cmd ?? env.TODO_KIT_IMPL_CMD, 'the command (--cmd or TODO_KIT_IMPL_CMD)');
    if (values.reports !== undefined && values.reports.trim() === '') throw new CliUsageError('--reports is empty: name a folder for the reports');
    const chosen = implementation !== undefined || command !== undefined || profileId !== undefined;
    const selects =
      (values.only ?? []).length > 0 ||
      (values.tags ?? []).length > 0 ||
      values.baseline !== undefined ||
      values['write-baseline'] === true ||
      values['update-baseline'] === true;
    return {
      profile: profileId,
      profileFromEnv: values.profile === undefined && profileId !== undefined,
      listProfiles,
      everyReference: !chosen && !selects && !listProfiles,
      implementation,
      onlyIds,
      rows,
      command,
      validateProtocol: values['validate-protocol'] ?? false,
      tags,
      selectedBy: [...(values.only ?? []).map((item) => `--only ${item}`), ...(values.tags ?? []).map((t) => `--tags ${JSON.stringify(t)}`)],
      strict: values.strict ?? false,
      reportsDir: values.reports ?? DEFAULT_REPORTS_DIR,
      timeoutMs,
      baseline: values.baseline ?? (values['write-baseline'] || values['update-baseline'] ? DEFAULT_BASELINE : undefined),
      writeBaseline: values['write-baseline'] ?? false,
      updateBaseline: values['update-baseline'] ?? false,
      passEnv,
      allowChildren: values['allow-children'] ?? false,
      sandbox: values.sandbox ?? false,
      memoryMiB,
      typecheck: !values['no-typecheck'],
      help: values.help ?? false,
      version: values.version ?? false,
    };
  } catch (error) {
    if (error instanceof CliUsageError && values.reports?.trim() !== '') error.reportsDir ??= values.reports ?? DEFAULT_REPORTS_DIR;
    throw error;
  }
}

/** The --reports folder as typed (--reports <dir> or --reports=<dir>), the default when none is; none when it is empty. */
function reportsDirTyped(argv: readonly string[]): string | undefined {
  let dir: string | undefined = DEFAULT_REPORTS_DIR;
  // The last one given, in either form, as parseArgs takes it.
  argv.forEach((arg, i) => {
    if (arg === '--reports') dir = argv[i + 1];
    else if (arg.startsWith('--reports=')) dir = arg.slice('--reports='.length);
  });
  return dir !== undefined && dir.trim() !== '' ? dir : undefined;
}

/**
 * A --tags expression must parse, and say something: cucumber would otherwise fail deep inside the run with an
 * internal error (exit 3) for "((", and an empty one would silently select everything.
 */
function checkTagExpression(expression: string): void {
  if (expression.trim() === '') throw new CliUsageError('--tags is empty: give a tag expression ("@F-005 and not @strict"), or leave --tags out');
  // cucumber's own parser, from cucumber's own dependencies (the kit does not depend on it directly).
  const parse = createRequire(require.resolve('@cucumber/cucumber'))('@cucumber/tag-expressions').default as (text: string) => unknown;
  try {
    parse(expression);
  } catch (error) {
    throw new CliUsageError(`--tags ${JSON.stringify(expression)} is not a tag expression: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** setTimeout's largest delay: a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;
/** --memory's range, in MiB: a module host holds 30 to 60 of its own (a loader thread included); more than a tebibyte is a typo. */
const MIN_MEMORY_MIB = 128;
const MAX_MEMORY_MIB = 1024 * 1024;

/** An option or variable that is given must not be blank. */
function nonEmpty(value: string | undefined, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') throw new CliUsageError(`${what} is empty. Name one, or leave it out.`);
  return value.trim();
}

function emptyOptions(): CliOptions {
  return {
    listProfiles: false,
    everyReference: false,
    onlyIds: [],
    rows: [],
    validateProtocol: false,
    tags: [],
    selectedBy: [],
    strict: false,
    reportsDir: DEFAULT_REPORTS_DIR,
    writeBaseline: false,
    updateBaseline: false,
    typecheck: true,
    help: false,
    version: false,
  };
}

/** The options the kit knows, as a learner types them: for "did you mean". */
export function knownOptions(): string[] {
  return [...HELP.matchAll(/^\s{2}(?:-\w, )?(--[a-z][\w-]*)/gm)].map((m) => m[1]!);
}

/**
 * parseArgs's own message for an unknown option explains positionals that start with "-", which is not what a
 * learner who mistyped --only needs: name the option, and the nearest one the kit has (--onyl → --only).
 */
export function explainParseError(
  error: Error & { code?: string },
  known: readonly string[] = knownOptions(),
  elsewhere: Readonly<Record<string, string>> = GRADING_OPTIONS,
): string {
  const unknown = error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-[^']*)'/.exec(error.message)?.[1] : undefined;
  if (!unknown) return error.message;
  const typed = unknown.split('=')[0]!;
  if (elsewhere[typed]) return `unknown option ${typed}: ${elsewhere[typed]}`;
  const near = nearest(typed, known);
  return `unknown option ${typed}${near ? `: did you mean ${near}?` : ''}`;
}

/** Options of todo-kit grade typed to a single run: what the single run has instead. */
const GRADING_OPTIONS: Readonly<Record<string, string>> = {
  '--out': "it is todo-kit grade's; a single run writes its reports where --reports says",
  '--jobs': "it is todo-kit grade's, which grades many submissions side by side (todo-kit grade --help)",
};
