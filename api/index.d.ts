// The types of api/index.js; the record's, outcomes.json's, are in record.d.ts.

import type { OutcomesRecord } from './record';

export type { FailureRecord, OutcomeKind, OutcomesRecord, ScenarioOutcome, Selection, ToolCall } from './record';

/** A signal as AbortController makes it (Node's, or the DOM's): the part verify() uses. */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface VerifyOptions {
  /** Where the run starts, and what relative paths in `args` are relative to (default: process.cwd()). */
  cwd?: string;
  /** Added to this process's environment for the run (the kit still hands its implementation only a few names). */
  env?: Record<string, string | undefined>;
  /**
   * Aborting it stops the run as a cancelled CI job does (SIGTERM: the implementation killed, the unfinished reports
   * removed), and verify() rejects with the signal's reason. Pass your test runner's (node:test's `t.signal`,
   * vitest's `signal`): a test that times out then leaves no run behind.
   */
  signal?: AbortSignalLike;
}

export interface VerifyResult {
  /** 0: conformant, a passing selection, or only baselined failures; 1: failures. */
  exitCode: 0 | 1;
  /** exitCode is 0: what to assert for a run narrowed by --only or --tags, or one with a baseline. */
  passes: boolean;
  /** The record's verdict: every scenario of the profile passed or did not apply (never, for a narrowed run). */
  conformant: boolean;
  record: OutcomesRecord;
  /** summary.md: the verdict, the counts, the concepts and what to fix first, in Markdown (escaped for its tables). */
  summary: string;
  /**
   * The same summary as the terminal shows it, in plain text: the counts, each feature and concept, what to fix
   * first. The message to fail a test with (`assert.ok(conformant, text)`).
   */
  text: string;
  /** Where the reports are: --reports, or reports/ in `cwd`. */
  reportsDir: string;
  /** What the kit printed: its progress, the summary and what to fix first. */
  stdout: string;
  stderr: string;
}

/** A run that gave no verdict: a usage or loading error (exit 2), the kit's own error (3), or a stop by a signal. */
export class TodoKitError extends Error {
  constructor(message: string, run?: { exitCode?: number | null; signal?: string | null; stdout?: string; stderr?: string });
  name: 'TodoKitError';
  exitCode: number | null;
  /** The signal that ended the kit, when one did (`SIGKILL`). */
  signal: string | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `todo-kit <args>` in a process of its own and answers its verdict and record. `args` are the command's
 * arguments, every option of `todo-kit --help` (`['./src/registry.ts', '--profile', 'claude-code', '--no-typecheck']`).
 */
export function verify(args: readonly string[], options?: VerifyOptions): Promise<VerifyResult>;
