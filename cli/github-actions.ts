/**
 * What the kit says to GitHub Actions (in a job, GITHUB_ACTIONS=true): error annotations, which GitHub shows beside
 * the job and on a pull request, and the hold on workflow commands that keeps an implementation's words from being
 * read as commands of their own.
 */
import { randomUUID } from 'node:crypto';

/**
 * In a GitHub Actions job, the reason a run stopped with exit 2 (a usage error, an implementation that did not
 * start) as an annotation too: a pull request showed only "exit code 2". Its first paragraph (the rest is help);
 * outside GitHub Actions, nothing.
 */
export function stopAnnotation(title: string, message: string): string | undefined {
  return process.env.GITHUB_ACTIONS === 'true' ? errorAnnotation(title, message.split('\n\n')[0]!) : undefined;
}

/** The title of a single run's usage error annotation (todo-kit grade's names itself). */
export const USAGE_ERROR_TITLE = 'todo-kit: usage error';

/** stopAnnotation, printed on stdout (where the runner reads workflow commands), when there is one. */
export function printStopAnnotation(title: string, message: string): void {
  const annotation = stopAnnotation(title, message);
  if (annotation) for (const line of letThrough([annotation])) console.log(line);
}

/** The token of the `::stop-commands::` this process printed, while the runner holds commands. */
let held: string | undefined;

/**
 * GitHub Actions takes any line a step prints, on stdout or stderr, that starts with `::` for a workflow command, and
 * an implementation's words reach the kit's output (an error message, a path as typed): `boom\n::stop-commands::x`
 * would silence the kit's own annotations, `::error::…` forge one. So a run in GitHub Actions holds the commands as
 * it starts (`::stop-commands::` and a random token), lets them through only for its own annotations (letThrough),
 * and lets them go as it exits, for the steps after it. The line to print first, or undefined outside GitHub Actions.
 */
export function holdWorkflowCommands(): string | undefined {
  if (process.env.GITHUB_ACTIONS !== 'true' || held !== undefined) return undefined;
  held = randomUUID();
  if (!resumesAtExit) {
    resumesAtExit = true;
    process.once('exit', () => {
      if (held !== undefined) process.stdout.write(`::${held}::\n`);
    });
  }
  return `::stop-commands::${held}`;
}
let resumesAtExit = false;

/** holdWorkflowCommands, printed on stdout, in GitHub Actions. */
export function printHoldOfWorkflowCommands(): void {
  const hold = holdWorkflowCommands();
  if (hold) console.log(hold);
}

/** The kit's own annotations, let through: the held commands resumed just for them, and held again after. */
export function letThrough(annotations: string[]): string[] {
  if (annotations.length === 0 || held === undefined) return annotations;
  const resume = `::${held}::`;
  held = undefined;
  return [resume, ...annotations, holdWorkflowCommands()!];
}

/** One GitHub Actions error annotation, its title and message escaped as the runner reads them. */
export function errorAnnotation(title: string, message: string): string {
  const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::error title=${property(title)}::${data(message)}`;
}
