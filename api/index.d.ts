// The types of api/index.js; the record's, outcomes.json's, are in record.d.ts.

import type { OutcomesRecord } from './record';

export type { FailureRecord, OutcomeKind, OutcomesRecord, ScenarioOutcome, Selection, ToolCall } from './record';

export interface VerifyOptions {
  /** Where the run starts, and what relative paths in `args` are relative to (default: process.cwd()). */
  cwd?: string;
  /** The reports folder to write and keep (`--reports`); without it, a temporary one, removed once read. */
  reports?: string;
  /** Added to this process's environment for the run (the kit still hands its implementation only a few names). */
  env?: NodeJS.ProcessEnv;
  /** Aborting it stops the run as Ctrl-C would (SIGTERM): the promise rejects with a TodoKitError. */
  signal?: AbortSignal;
}

export interface VerifyResult {
  /** 0: conformant, a passing selection, or only baselined failures; 1: failures. */
  exitCode: 0 | 1;
  /** exitCode is 0. */
  passes: boolean;
  /** The record's verdict: every scenario of the profile passed or did not apply. */
  conformant: boolean;
  record: OutcomesRecord;
  /** summary.md: the verdict, the counts, the concepts and what to fix first, in Markdown (an assertion's message). */
  summary: string;
  /** What the kit printed: its progress, the summary and what to fix first. */
  stdout: string;
  stderr: string;
  /** The reports folder, when `reports` named one. */
  reportsDir?: string;
}

/** A run that gave no verdict: a usage or loading error (exit 2), the kit's own error (3), or a stop by a signal. */
export class TodoKitError extends Error {
  name: 'TodoKitError';
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `todo-kit <args>` in a process of its own and answers its verdict and record. `args` are the command's
 * arguments (`['./src/registry.ts', '--profile', 'claude-code', '--only', 'CC-WRITE']`), without `--reports`.
 */
export function verify(args: readonly string[], options?: VerifyOptions): Promise<VerifyResult>;
