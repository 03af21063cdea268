/**
 * The processes the kit started, as the system sees them (Linux: /proc; elsewhere none are known, and nothing is
 * waited for). A SIGKILL is sent at once, but a process takes a moment to die (a large one tears down its memory):
 * until then it is listed as running. The kit waits, bounded, until what it killed is gone before it says it is
 * done, so that nothing it started is still running when it has exited.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The state letter of a process (R, S, D, Z…), or undefined when there is no such process (or no /proc). */
function stateOf(pid: number): string | undefined {
  try {
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2];
  } catch {
    return undefined;
  }
}

/** Whether a process still runs: listed, and neither a zombie (dead, not yet reaped by its parent) nor dead. */
export function isAlive(pid: number): boolean {
  const state = stateOf(pid);
  return state !== undefined && state !== 'Z' && state !== 'X';
}

/** The processes a process started, and theirs. */
export function descendantsOf(root: number): number[] {
  let parents: Map<number, number[]>;
  try {
    parents = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
      } catch {
        // the process ended while we looked
      }
    }
  } catch {
    return [];
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of parents.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Wait until none of `pids` is alive, for at most `ms`. */
export async function waitUntilGone(pids: readonly number[], ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (pids.some(isAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The same, blocking: for an exit handler, which cannot wait for a timer. */
export function waitUntilGoneSync(pids: readonly number[], ms: number): void {
  const deadline = Date.now() + ms;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  while (pids.some(isAlive) && Date.now() < deadline) Atomics.wait(sleeper, 0, 0, 2);
}
