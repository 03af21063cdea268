/**
 * A regrade's hold on the reports it replaces. A submission's earlier report folder is set aside (moved, never
 * copied) as its grading starts, dropped once the submission has a new row, and put back when the grading is stopped
 * before that row: a regrade interrupted (Ctrl-C, a CI job cancelled) then keeps that student's row and reports from
 * before, marked so, where it used to leave the student with no row at all.
 *
 * The folder that holds them is in --out (a move within one file system), hidden, and named with a space, which no
 * submission's name holds (submissions.ts makes every run of such characters "_"): it can never be a report folder.
 * One a grading killed outright (SIGKILL) left behind holds reports no scoreboard names: the next grading into the
 * same --out removes it.
 */
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

const ASIDE_PREFIX = '.todo-kit earlier-';

export class EarlierReports {
  private folder: string | undefined;

  constructor(private readonly out: string) {
    for (const name of readdirSync(out)) {
      if (name.startsWith(ASIDE_PREFIX)) rmSync(join(out, name), { recursive: true, force: true });
    }
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
    if (this.folder) rmSync(this.held(reportsDir), { recursive: true, force: true });
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
      return false;
    }
  }

  /** Removes what is still set aside (the grading is over, or stopped without putting it back). */
  close(): void {
    if (this.folder) rmSync(this.folder, { recursive: true, force: true });
    this.folder = undefined;
  }

  private held(reportsDir: string): string {
    return join(this.folder!, basename(reportsDir));
  }
}
