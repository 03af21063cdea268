import { parseArgs } from 'node:util';
import { REQUIREMENTS } from '../step-definitions/support/prd';

export const EXIT = { conformant: 0, failures: 1, usage: 2 } as const;

export const HELP = `todo-kit: verify a Todo-List Tool v2 ToolRegistry against the PRD, scenario by scenario.

Usage
  todo-kit [path-to-implementation] [options]
  todo-kit --cmd "<command>" [options]

  With no path, the kit verifies its own reference implementation (src/index.ts). The path is a module
  (.ts .mts .cts .js .mjs .cjs) that exports createRegistry(); TODO_KIT_IMPL=<path> does the same.
  An implementation in another language is a program that speaks the kit's line protocol (docs/protocol.md).

Options
  --cmd "<command>"      Verify a program in any language that speaks the line protocol on stdin/stdout.
                         Split into words like a shell would, run without one, in the current directory.
                         TODO_KIT_IMPL_CMD="<command>" does the same.
                           todo-kit --cmd "python3 examples/python/todo_registry.py"
  --validate-protocol    Check every message against docs/protocol/protocol-v1.schema.json (for debugging
                         a harness: a malformed reply becomes a protocol error that says what is wrong).
                           todo-kit --cmd "./my-registry" --validate-protocol
  --only <item>          Run only the scenarios of a PRD item, or of one scenario id. Repeatable.
                           todo-kit ./my-registry.ts --only F-008          (a whole feature)
                           todo-kit ./my-registry.ts --only F-001.E4       (one rule of it)
                           todo-kit ./my-registry.ts --only F001-E3        (one scenario, by its @id)
                           todo-kit ./my-registry.ts --only F001-E3/2      (one row of an outline)
  --tags <expression>    A cucumber tag expression, added to the selection.
                           todo-kit ./my-registry.ts --tags "@F-005 and not @in-process"
  --strict               Also run the interpretations that go beyond the PRD's literal text (@strict).
                           todo-kit ./my-registry.ts --strict
  --reports <dir>        Where the reports go (default: ./reports).
                           todo-kit ./my-registry.ts --reports build/conformance
  --timeout <ms>         How long one call may take before it counts as hung (default: 2000).
                           todo-kit ./my-registry.ts --timeout 5000
  --baseline <file>      Expected failures, by scenario id: listed failures do not fail the run, a new
                         failure does, and a listed scenario that now passes fails the run as stale.
                           todo-kit ./my-registry.ts --baseline conformance-baseline.json
  --write-baseline       Write the --baseline file from this run's failures (default file:
                         ./conformance-baseline.json), then exit 0.
                           todo-kit ./my-registry.ts --write-baseline --baseline conformance-baseline.json
  -h, --help             This text.

Exit codes
  0  conformant (or only failures listed in the baseline)
  1  conformance failures: failed, errored, timed out, protocol error, or a stale baseline entry
  2  usage or loading error: a bad option or path, a module that does not load or has no createRegistry

Reports (in --reports)
  cucumber.html  the scenarios, steps and failure messages, for a browser
  cucumber.junit.xml, cucumber.ndjson  for CI tools; summary.md  the counts and the concept scorecard`;

export interface CliOptions {
  implementation?: string;
  /** Rows of scenario outlines, by id and row number ("F001-E3/2"), selected by their place in the features. */
  rows: { id: string; row: number }[];
  command?: string;
  validateProtocol: boolean;
  tags: string[];
  strict: boolean;
  reportsDir: string;
  timeoutMs?: number;
  baseline?: string;
  writeBaseline: boolean;
  help: boolean;
}

/** A wrong option: exit 2 with the message and a pointer to --help. */
export class CliUsageError extends Error {}

/** "F-008" → every tag of that item and its rules; "F001-E3" → that scenario id. */
export function onlyToTagExpression(item: string): string {
  const ids = REQUIREMENTS.map((r) => r.id).filter((id) => id === item || id.startsWith(`${item}.`));
  if (ids.length > 0) return [`@${item}`, ...ids.map((id) => `@${id}`)].filter((t, i, all) => all.indexOf(t) === i).join(' or ');
  const looksLikePrdItem = /^(F|UC|NFR)-/i.test(item);
  if (!looksLikePrdItem && /^[A-Z]+\d*-[\w-]+$/i.test(item)) return `@id:${item}`;
  throw new CliUsageError(`--only ${item}: not a PRD item (F-001 … F-008, UC-001 … UC-004, NFR-…, or a rule like F-001.E4) nor a scenario id (like F001-E3)`);
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        cmd: { type: 'string' },
        'validate-protocol': { type: 'boolean', default: false },
        only: { type: 'string', multiple: true },
        tags: { type: 'string', multiple: true },
        strict: { type: 'boolean', default: false },
        reports: { type: 'string' },
        timeout: { type: 'string' },
        baseline: { type: 'string' },
        'write-baseline': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new CliUsageError(`one implementation at a time, got: ${positionals.join(' ')}`);
  const tags = [...(values.tags ?? []).map((t) => `(${t})`)];
  const rowPattern = /^(.+)\/(\d+)$/;
  const rows = (values.only ?? []).flatMap((item) => {
    const match = rowPattern.exec(item);
    return match ? [{ id: match[1]!, row: Number(match[2]) }] : [];
  });
  const items = (values.only ?? []).filter((item) => !rowPattern.test(item));
  if (rows.length > 0 && items.length > 0) throw new CliUsageError('--only takes outline rows (F001-E3/2) or PRD items and scenario ids, not both at once');
  const only = items.map(onlyToTagExpression);
  if (only.length > 0) tags.push(`(${only.join(' or ')})`);
  let timeoutMs: number | undefined;
  if (values.timeout !== undefined) {
    timeoutMs = Number(values.timeout);
    if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new CliUsageError(`--timeout takes a positive number of milliseconds, not "${values.timeout}"`);
  }
  return {
    implementation: positionals[0] ?? env.TODO_KIT_IMPL,
    rows,
    command: values.cmd ?? env.TODO_KIT_IMPL_CMD,
    validateProtocol: values['validate-protocol'] ?? false,
    tags,
    strict: values.strict ?? false,
    reportsDir: values.reports ?? 'reports',
    timeoutMs,
    baseline: values.baseline ?? (values['write-baseline'] ? 'conformance-baseline.json' : undefined),
    writeBaseline: values['write-baseline'] ?? false,
    help: values.help ?? false,
  };
}
