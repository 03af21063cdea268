/**
 * A regrade's hold on the reports it replaces. A submission's earlier report folder is set aside (moved, never
 * copied) as its grading starts, dropped once the submission has a new row, and put back when the grading is stopped
 * before that row: a regrade interrupted (Ctrl-C, a CI job cancelled) then keeps that student's row and reports from
 * before, marked so, where it used to leave the student with no row at all.
 *
 * The folder that holds them is in --out (a move within one file system), hidden, and named with a space, which no
 * submission's name holds (submissions.ts makes every run of such characters "_"): it can never be a report folder.
 * One a grading killed outright (SIGKILL) left behind holds reports no scoreboard names: the next grading or merge
 * into the same --out removes it. Nothing here fails a grading: what cannot be removed (a file the grader may not
 * delete) is said and left, where the grading pool's own removal fails that one submission.
 */
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { escapeControl } from '../harness/safe-text';

const ASIDE_PREFIX = '.todo-kit earlier-';

/**
 * Removes what a grading killed outright left set aside in --out (any grading or merge into it does, shards too).
 * One that cannot be removed (a file the grader may not delete) is said, and left: it costs no submission its row.
 */
export function removeLeftAside(out: string): void {
  for (const name of readdirSync(out)) if (name.startsWith(ASIDE_PREFIX)) removeOrSay(join(out, name));
}

/** Removes a folder of earlier reports; one that cannot be removed is named, with why, and left. */
function removeOrSay(folder: string): void {
  try {
    rmSync(folder, { recursive: true, force: true });
  } catch (error) {
    console.error(escapeControl(`todo-kit grade: could not remove earlier reports set aside in ${folder}: ${(error as Error).message}; remove it yourself`));
  }
}

export class EarlierReports {
  private folder: string | undefined;

  constructor(private readonly out: string) {
    removeLeftAside(out);
  }

  /** Moves a report folder aside, if there is one; one that cannot be moved stays, for the grading to remove or fail on. */
  setAside(reportsDir: string): void {
    try {
      this.folder ??= mkdtempSync(join(this.out, ASIDE_PREFIX));
      renameSync(reportsDir, this.held(reportsDir));
    } catch {
      // none there (a new student), or not movable: the grading pool empties it as before, or says why it cannot
    }
  }

  /** The submission has its new reports: the earlier ones go. */
  drop(reportsDir: string): void {
    if (this.folder) removeOrSay(this.held(reportsDir));
  }

  /**
   * Puts the earlier reports back in place of what a stopped run left (nothing, or a folder it had begun): whether
   * there were earlier reports to put back. Only once no grading process can write there any more.
   */
  restore(reportsDir: string): boolean {
    if (!this.folder) return false;
    try {
      rmSync(reportsDir, { recursive: true, force: true });
      renameSync(this.held(reportsDir), reportsDir);
      return true;
    } catch {
      return false; // none set aside (a new student), or what the run left cannot be removed: no row from before
    }
  }

  /** Removes what is still set aside (the grading is over, or stopped without putting it back). */
  close(): void {
    if (this.folder) removeOrSay(this.folder);
    this.folder = undefined;
  }

  private held(reportsDir: string): string {
    return join(this.folder!, basename(reportsDir));
  }
}
