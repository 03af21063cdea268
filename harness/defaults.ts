/**
 * Every default of the kit, in one place: the command-line tool, the harness, the tests and the benchmarks read
 * them from here, so that a number is never written twice and never drifts.
 */
import { resolve } from 'node:path';

/** The kit's own folder, whichever directory the kit runs from. */
export const KIT_ROOT = resolve(__dirname, '..');

/** The profile an implementation is verified against when nothing says otherwise. */
export const DEFAULT_PROFILE = 'todo-list-v2';

/**
 * V8 flags for the kit's own processes (bin/todo-kit.js, the grading processes; not the module host, which runs a
 * learner's code as Node would). A run lasts about a second, and V8 optimises a function once it has run a while,
 * on background threads: in a process that short, about a quarter of the kit's CPU went to optimising code that then
 * ran a few times more. With a 4x longer wait than Node 20's default budget (66 KiB of bytecode run), only the code
 * that stays hot is optimised; the type check of a learner's TypeScript, which is, still is. Interleaved runs on a
 * 2-core machine: a todo-list-v2 run 0.90 -> 0.79 s of CPU, a TypeScript sample with its type check 3.03 -> 2.67 s,
 * the self-test's grading 63.5 -> 59.3 s; no flag tried on the module host changed its CPU. Each process sets them
 * as it starts (v8.setFlagsFromString), which only warns about a flag that a later V8 no longer has, where the same
 * flag on a command line would stop Node.
 */
export const KIT_V8_FLAGS = [`--interrupt-budget=${4 * 66 * 1024}`];

/** How long one call to the implementation may take before it counts as hung (--timeout). */
export const DEFAULT_TIMEOUT_MS = 2000;
/** `initialize` loads the module (and maybe a TypeScript loader): it gets this many times the call timeout. */
export const INITIALIZE_TIMEOUT_FACTOR = 5;
/** Cucumber's own step timeout: a last resort, well above any request's own timeout. */
export const STEP_TIMEOUT_MS = 30_000;
/**
 * Room left in a step beside the two timeouts of a reset sent with its first request and of that request: with a
 * longer --timeout, the reset goes alone, before the scenario (harness/implementation-under-test.ts resetDue). A step
 * that makes several requests one after another can still outlast STEP_TIMEOUT_MS with a long --timeout (above 7 s
 * for three of them), reset or not: cucumber's timeout then ends it instead of the kit's.
 */
export const STEP_TIMEOUT_MARGIN_MS = 2_000;
/** How long a stopping implementation may take to exit after `shutdown`, or a grading process once told to leave, before it is killed. */
export const SHUTDOWN_GRACE_MS = 2000;
/** How long the kit waits for the answer to shutdown, before that grace. */
export const SHUTDOWN_ANSWER_MS = 500;
/** How long the kit waits for a process it killed to be gone (dying takes a moment) before it goes on, or exits. */
export const KILLED_PROCESS_WAIT_MS = 2000;
/**
 * How long the kit keeps looking for an implementation's daemons once it has killed those it found: one that forks
 * anew faster than a look at /proc (a new pid every few milliseconds) is missed by one look, never by looks repeated
 * until one finds none.
 */
export const STRAGGLER_HUNT_MS = 3000;
/**
 * The most memory an implementation may hold (--memory, in MiB): what its process keeps resident of its own (not the
 * pages of files it maps), with that of all it started (harness/process-tree.ts heldBytes). Past it the kit ends it,
 * and the call it was answering fails saying so: a learner's loop that keeps adding to a list without end would
 * otherwise take the machine's memory, and with it the kit's or a classmate's run. A todo tool needs a few dozen MiB;
 * a JVM or Claude Code's bundle a few hundred.
 */
export const DEFAULT_MEMORY_LIMIT_MIB = 2048;
/** How often the kit looks at the memory an implementation holds (a read of /proc/<pid>/status for each of its processes). */
export const MEMORY_CHECK_MS = 250;
/**
 * Every how many looks the kit looks for the processes a program started (the whole process table: about a
 * millisecond for each hundred processes on the machine, where the status of a few is a tenth of one).
 */
export const MEMORY_PROCESSES_LOOK_EVERY = 4;

/**
 * The circuit breaker: after this many scenarios in a row that crashed, hung or could not be reset, later scenarios
 * are not run, except every RETRY_EVERY-th, which tries again and, if it gets through, closes the breaker.
 */
export const MAX_BREAKDOWNS_IN_A_ROW = 5;
export const RETRY_EVERY = 10;
/**
 * The fault budget: a call (a method and its tool) that hung or crashed is reported at once, without being sent,
 * until this many more calls of it have been asked for; then it is tried again, and if it breaks again the gap
 * doubles. One hanging tool then costs a few timeouts in a run, not one per scenario.
 */
export const FAULT_RETRY_AFTER = 16;
/**
 * The same budget for a tool (a method and its tool, whatever the input) that hung on this many different inputs and
 * has answered no call in the run: a TodoWrite that never answers then costs a few timeouts, not one per input (a
 * run took a minute). A tool that answered a call once is judged call by call for the rest of the run, as above.
 */
export const HANGS_BEFORE_TOOL_BUDGET = 3;

/** Lines of an implementation's own output kept to explain a crash. */
export const OUTPUT_TAIL_LINES = 20;

/** Where reports go, and the files of one run. */
export const DEFAULT_REPORTS_DIR = 'reports';
export const REPORT_FILES = {
  /** The page to open first (cli/landing-page.ts): the verdict, what to fix first, links into cucumber.html. */
  landing: 'index.html',
  html: 'cucumber.html',
  junit: 'cucumber.junit.xml',
  messages: 'cucumber.ndjson',
  summary: 'summary.md',
  outcomes: 'outcomes.json',
} as const;
/** The page that links the reports of every profile run by `npm run bdd`. */
export const REPORTS_INDEX = 'index.html';

/** The baseline file --write-baseline writes when --baseline names none. */
export const DEFAULT_BASELINE = 'conformance-baseline.json';

/**
 * Failures a single run prints in full on the terminal, before its summary (cli/progress-formatter.cjs): the summary
 * groups all of them by cause, and the reports hold every one.
 */
export const MAX_FAILURES_PRINTED = 5;
/** Causes listed under "what to fix first"; type errors shown at the top of the summary. */
export const MAX_CAUSES_LISTED = 10;
export const MAX_TYPE_ERRORS_SHOWN = 8;
/** Type errors the report files list (summary.md, index.html), each cut at MAX_TEXT_CHARS: a module can have thousands. */
export const MAX_TYPE_ERRORS_FILED = 200;

/**
 * Bounds on what an untrusted implementation can make the kit hold or write (issue 9). A message (one line of the
 * line protocol, one frame from the module host) past MAX_MESSAGE_BYTES is a protocol error, never buffered further;
 * a value copied into a failure message or a report is cut at MAX_VALUE_CHARS, any other text from the
 * implementation (an error message, a stack) and a whole verdict message at MAX_TEXT_CHARS, a diff at
 * MAX_DIFF_LINES lines and MAX_DIFF_DEPTH levels of nesting. With them a run's reports stay under 10 MB whatever
 * the implementation sends (8.9 MB when every scenario fails on 3 MB answers: cucumber keeps each verdict message
 * three times, in the step's result, its exception and its stack, in the NDJSON and again in the HTML).
 */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
export const MAX_VALUE_CHARS = 300;
/** A failure's one-line `call:` shows this much of the input (a 100-todo input once printed 8 KB); the failure's data keeps it whole. */
export const MAX_CALL_INPUT_CHARS = 300;
/**
 * A call's one-line description (`executeTool(…)`, `TodoWrite.call(…)`, a command line) shows this much of its
 * input. Cut with the kit's note (safe-text.ts truncate), never a bare "…": grouping failures by cause (cli/causes.ts)
 * must tell the kit's cut from an ellipsis of the implementation's own text.
 */
export const SHOWN_INPUT_CHARS = 160;
export const MAX_TEXT_CHARS = 4000;
/**
 * A scoreboard row's note (why a submission did not load, or went over budget) is the first paragraph of what its
 * run said, at most this long: the specific message, not the plug-in help that follows it.
 */
export const MAX_NOTE_CHARS = 600;
export const MAX_DIFF_LINES = 20;
export const MAX_DIFF_DEPTH = 64;
/** How deep, and how many entries, the kit lists of a folder an implementation writes in (harness/folder-listing.ts). */
export const MAX_LISTED_DEPTH = 16;
export const MAX_LISTED_ENTRIES = 1000;
/**
 * Past MAX_DIFF_DEPTH, two values are still compared for equality (without recursion), over at most this many
 * values: more than a message of MAX_MESSAGE_BYTES can hold (each value takes a byte at least), so an answer is
 * always compared whole.
 */
export const MAX_DEEP_COMPARE_VALUES = MAX_MESSAGE_BYTES;

/**
 * The type check of a learner's TypeScript runs beside the scenarios for at most TYPECHECK_BUDGET_MS, and at most
 * TYPECHECK_GRACE_MS once they are done; past either, it is stopped and the summary says it did not finish.
 */
export const TYPECHECK_BUDGET_MS = 60_000;
export const TYPECHECK_GRACE_MS = 15_000;

/**
 * The only variables of the kit's environment an implementation sees (plus --pass-env NAME): never the kit's
 * secrets (a CI's GITHUB_TOKEN once reached every report). NODE_V8_COVERAGE keeps `npm run coverage` (c8) measuring
 * the module host; __STRYKER_ACTIVE_MUTANT__ is set by the kit itself for `npm run mutate`; SYSTEMROOT and the like
 * keep Windows able to start a process at all.
 */
export const IMPLEMENTATION_ENV_ALLOWLIST = [
  'PATH',
  'HOME',
  'LANG',
  'LC_ALL',
  'LC_CTYPE',
  'TMPDIR',
  'TEMP',
  'TMP',
  'TZ',
  'NODE_V8_COVERAGE',
  'SYSTEMROOT',
  'WINDIR',
  'COMSPEC',
  'PATHEXT',
] as const;

/** The lock a run holds on its report folder, so that a second run on the same folder refuses instead of interleaving. */
export const REPORTS_LOCK = '.todo-kit.lock';

/**
 * todo-kit grade: how many submissions are verified at once (each in a process of the kit's that loaded the
 * profile's steps once, each submission in its own module host or command), and how long one submission may take
 * in all before it is stopped and scored "over budget" (a hang costs its own budget, never the others').
 */
export const DEFAULT_GRADE_JOBS = 2;
export const DEFAULT_GRADE_BUDGET_MS = 120_000;
/** How often, at most, a grading under way writes its scoreboard again as submissions finish (cli/grade.ts writeUnfinished). */
export const UNFINISHED_WRITE_MS = 1000;
/**
 * How long a submission past its budget may still run while its grading process says how far it got (the
 * scenarios done, the one running): a process that does not answer by then is killed without saying.
 */
export const PROGRESS_WAIT_MS = 1000;
/** The files todo-kit grade writes beside the submissions' report folders. */
export const SCOREBOARD_FILES = { csv: 'scoreboard.csv', json: 'scoreboard.json', markdown: 'scoreboard.md', html: 'scoreboard.html' } as const;
