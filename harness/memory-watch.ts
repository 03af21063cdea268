/**
 * The kit's memory limit on an implementation (--memory): a look at its resident memory every MEMORY_CHECK_MS, and
 * past the limit, its end. Linux only (/proc); elsewhere nothing is watched, and the notice of a run says nothing
 * of it either: the limit is a guard for the machine, not a check of the implementation.
 */
import { MEMORY_CHECK_MS } from './defaults';
import { residentBytes, residentBytesOf } from './process-tree';

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
 * Watch `pid`'s memory (with `withWhatItStarts`, its group's and its descendants' too: a program may start others;
 * a module under the permission model may not) and call `onOver` once it holds more than `limitMiB`.
 */
export function watchMemory(pid: number, limitMiB: number, withWhatItStarts: boolean, onOver: () => void): MemoryWatch {
  const watch: { over: MemoryOver | undefined; stop(): void } = { over: undefined, stop: () => clearInterval(timer) };
  const timer = setInterval(() => {
    const held = withWhatItStarts ? residentBytesOf(pid) : residentBytes(pid);
    if (held === undefined || held <= limitMiB * 1024 * 1024) return;
    watch.over = { heldBytes: held, limitMiB };
    watch.stop();
    onOver();
  }, MEMORY_CHECK_MS);
  timer.unref(); // a look never keeps the kit alive
  return watch;
}

/** What a failure says of an implementation the kit ended for its memory: how much, the limit, and what to look for. */
export const memoryOverLine = ({ heldBytes, limitMiB }: MemoryOver): string =>
  `ended by the kit: it held ${Math.round(heldBytes / (1024 * 1024))} MiB of memory, past its limit of ${limitMiB} MiB (--memory raises it); ` +
  'a loop that keeps adding to a list, or copying it, without end?';
