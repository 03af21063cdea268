/**
 * The kit's memory limit on an implementation (--memory): a look at the memory it holds every MEMORY_CHECK_MS, and
 * past the limit, its end, with everything of it that was counted. Linux only (/proc); elsewhere nothing is watched,
 * and the notice of a run says nothing of it either: the limit is a guard for the machine, not a check of the
 * implementation.
 */
import { MEMORY_CHECK_MS, MEMORY_PROCESSES_LOOK_EVERY } from './defaults';
import { heldBytes, processesOf } from './process-tree';

export interface MemoryOver {
  /** What it held when the kit looked, in bytes. */
  heldBytes: number;
  /** The limit it went past, in MiB. */
  limitMiB: number;
}

export interface MemoryWatch {
  /** Set once the implementation went past the limit (and `onOver` was called). */
  readonly over: MemoryOver | undefined;
  stop(): void;
}

/**
 * Watch the memory `pid` holds (with `withWhatItStarts`, that of its group and its descendants too, looked for anew
 * every MEMORY_PROCESSES_LOOK_EVERY looks: a program may start others; a module under the permission model may not),
 * and call `onOver` with the processes counted once they hold more than `limitMiB`.
 */
export function watchMemory(pid: number, limitMiB: number, withWhatItStarts: boolean, onOver: (counted: readonly number[]) => void): MemoryWatch {
  const watch: { over: MemoryOver | undefined; stop(): void } = { over: undefined, stop: () => clearInterval(timer) };
  let counted = [pid];
  let looks = 0;
  const timer = setInterval(() => {
    // The whole process table costs a look about a millisecond for each hundred processes on the machine: read
    // now and then, and the processes it found in between.
    if (withWhatItStarts && looks++ % MEMORY_PROCESSES_LOOK_EVERY === 0) counted = processesOf(pid);
    let held = 0;
    for (const member of counted) held += heldBytes(member) ?? 0;
    if (held <= limitMiB * 1024 * 1024) return;
    watch.over = { heldBytes: held, limitMiB };
    watch.stop();
    // All it has now: a process started since the last look for them too.
    onOver(withWhatItStarts ? [...new Set([...counted, ...processesOf(pid)])] : counted);
  }, MEMORY_CHECK_MS);
  timer.unref(); // a look never keeps the kit alive
  return watch;
}

/** What a failure says of an implementation the kit ended for its memory: how much, the limit, and what to look for. */
export const memoryOverLine = ({ heldBytes, limitMiB }: MemoryOver): string =>
  `ended by the kit: it held ${Math.ceil(heldBytes / (1024 * 1024))} MiB of memory, past its limit of ${limitMiB} MiB (--memory raises it); ` +
  'a loop that keeps adding to a list, or copying it, without end?';

/** The errors of implementations that the kit ended for their memory as they started (loading, or initialize). */
const endedAtStart = new WeakSet<object>();

/** Mark `error` as the end of an implementation the kit ended for its memory as it started. */
export function markEndedForMemory(error: unknown): void {
  if (typeof error === 'object' && error !== null) endedAtStart.add(error);
}

/** Whether `error` ended an implementation that went past its memory limit as it started. */
export const endedForMemory = (error: unknown): boolean => typeof error === 'object' && error !== null && endedAtStart.has(error);
