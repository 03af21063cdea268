// outcomes.json, the record of a run, as the kit writes it and todo-kit grade and verify() read it back. The one
// declaration of its shape: the kit's own modules take these types from here (harness/outcomes.ts,
// harness/failure-report.ts, cli/run-summary.ts, cli/summary-report.ts), so the public types cannot drift from what
// the kit writes, and a caller's compiler reads this file alone, never the kit's sources.

/** How a scenario ended. Only `passed` and `skipped` (not applicable) count as conformant. */
export type OutcomeKind = 'passed' | 'failed' | 'errored' | 'timed out' | 'protocol error' | 'not run' | 'skipped';

/** One tool call as the model made it (or one call of the contract's API: a method, and what it was given). */
export interface ToolCall {
  name: string;
  /** The id of the model's tool_use block, in the profiles whose calls have one. */
  toolUseId?: string;
  input: unknown;
}

/** A failure as data: the details, with the diff worked out and every hint that applies. */
export interface FailureRecord {
  /** The requirements the broken check belongs to, the one broken first. */
  requirements: string[];
  /** What went wrong, in one line. */
  summary: string;
  call?: ToolCall;
  expected?: unknown;
  actual?: unknown;
  /** Where the actual answer differs from the expected one, a line each (`$.content: expected …, got …`). */
  diff: string[];
  hints: string[];
  /** A mistake the steps recognise by name: its failures are one cause in "What to fix first". */
  cause?: string;
}

export interface ScenarioOutcome {
  /** Stable id: the @id: tag, plus "/<case>" for a row of a scenario outline (`F001-E4/an-unknown-word`). */
  id: string;
  name: string;
  feature: string;
  /** The ids of the requirements it checks (`F-001.E4`). */
  requirements: string[];
  kind: OutcomeKind;
  /** Why it did not pass, as the terminal and the reports show it. */
  message?: string;
  /** Why it did not pass, as data (the scenario's attachment): the broken requirements first, call, expected, actual, diff, hints. */
  failure?: FailureRecord;
  /** What the implementation printed during it, when it did not pass and printed something. */
  output?: string;
}

/** A run narrowed by --only or --tags: how many scenarios of how many, and chosen by what (`--only F-008`). */
export interface Selection {
  selected: number;
  /** The scenarios the same run would have without --only and --tags. */
  total: number;
  by: string[];
}

export interface OutcomesRecord {
  profile: string;
  implementation: string;
  /** Every scenario of the profile passed or did not apply. Never true for a run narrowed by --only or --tags. */
  conformant: boolean;
  selection?: Selection;
  /** A TypeScript module whose type check finished: how many type errors it found (they are listed in summary.md). */
  typeErrors?: number;
  /** A TypeScript module whose type check did not finish in its time (its summary.md says how long it had): no typeErrors. */
  typeCheck?: 'unfinished';
  /** The run's other findings (state shared between instances, a package.json main that is not there), as shown. */
  notices?: string[];
  /** With a baseline: whether the run passed by it, and its counts (the ids are in outcomes and the baseline file). */
  baseline?: { passes: boolean; expected: number; new: number; stale: number };
  /** Whether the @strict interpretations ran too (--strict). */
  strict: boolean;
  outcomes: ScenarioOutcome[];
}
