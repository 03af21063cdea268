/**
 * The processes the kit started, as the system sees them (Linux: /proc; elsewhere, or where /proc belongs to another
 * pid namespace, none are known and nothing is waited for). A SIGKILL is sent at once, but a process takes a moment
 * to die (a large one tears down its memory), and until then it is listed as running: the kit waits, bounded, until
 * what it killed is gone before it says it is done. What it could not kill (a setuid program) it does not wait for.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

let procIsOurs: boolean | undefined;

/** Whether /proc shows this process's own pid namespace: inside a namespace without a /proc of its own, it does not. */
function procShowsOurs(): boolean {
  if (procIsOurs === undefined) {
    try {
      procIsOurs = readlinkSync('/proc/self') === String(process.pid);
    } catch {
      procIsOurs = false;
    }
  }
  return procIsOurs;
}

/**
 * The fields of a /proc stat line after the command's name, from the 3rd on (state, ppid, …): "pid (comm) state ppid
 * …", and comm may hold spaces and parentheses.
 */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The state letter in a /proc stat line. */
const stateIn = (stat: string): string | undefined => statFields(stat)[0];

/**
 * When a process started, in clock ticks since the machine booted (its stat's 22nd field), or undefined where /proc
 * does not show this process's own processes: with the id, what tells a process from a later one given its id.
 */
export function startOf(pid: number): string | undefined {
  if (!procShowsOurs()) return undefined;
  try {
    return statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'))[19];
  } catch {
    return undefined;
  }
}

/**
 * Whether a process still runs: one of its threads is neither a zombie nor dead. (A process whose first thread has
 * exited shows Z while its other threads are still dying.) False for a process that is gone, or unknown here.
 */
export function isAlive(pid: number): boolean {
  if (!procShowsOurs()) return false;
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return false;
  }
  return threads.some((thread) => {
    try {
      const state = stateIn(readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8'));
      return state !== undefined && state !== 'Z' && state !== 'X';
    } catch {
      return false; // the thread ended while we looked
    }
  });
}

/** One look at /proc: the processes each process started, and the group each is in. Undefined where it shows none of ours. */
function processTable(): { childrenOf: Map<number, number[]>; groupOf: Map<number, number> } | undefined {
  if (!procShowsOurs()) return undefined;
  const childrenOf = new Map<number, number[]>();
  const groupOf = new Map<number, number>();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const [, ppid, group] = statFields(readFileSync(`/proc/${entry}/stat`, 'utf8'));
        const pid = Number(entry);
        groupOf.set(pid, Number(group));
        const siblings = childrenOf.get(Number(ppid));
        if (siblings) siblings.push(pid);
        else childrenOf.set(Number(ppid), [pid]);
      } catch {
        // the process ended while we looked
      }
    }
  } catch {
    return undefined;
  }
  return { childrenOf, groupOf };
}

/** The processes below `roots` in `childrenOf`: their children, and theirs. */
function below(childrenOf: ReadonlyMap<number, number[]>, roots: readonly number[]): number[] {
  const found: number[] = [];
  const queue = [...roots];
  while (queue.length > 0) {
    for (const child of childrenOf.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** The processes the `roots` started, and theirs (one look at /proc for all of them). */
export function descendantsOf(...roots: number[]): number[] {
  const table = processTable();
  return table ? below(table.childrenOf, roots) : [];
}

/**
 * A program's processes: `leader`, those in its group (a daemon that left its parent stays in it) and those below it
 * (one in a session of its own: setsid, bubblewrap's sandbox), each once, from one look at /proc. Just the leader
 * where /proc does not show them.
 */
export function processesOf(leader: number): number[] {
  const table = processTable();
  if (!table) return [leader];
  const members = [...table.groupOf].filter(([, group]) => group === leader).map(([pid]) => pid);
  return [...new Set([leader, ...members, ...below(table.childrenOf, [leader])])];
}

/**
 * The memory a process holds of its own, in bytes: its resident anonymous and shared-memory pages (RssAnon and
 * RssShmem in its status, in kB), what it made and keeps. The pages of files it maps (its program, its libraries, a
 * file it reads through a mapping) are left out: the system takes them back as it needs. Read from a thread still
 * running where the process's first thread has exited (its status then shows none). Undefined when it is gone, or
 * where /proc does not show this process's own.
 */
export function heldBytes(pid: number): number | undefined {
  if (!procShowsOurs()) return undefined;
  const held = heldIn(`/proc/${pid}/status`);
  if (held !== undefined) return held;
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  for (const thread of threads) {
    const inThread = heldIn(`/proc/${pid}/task/${thread}/status`);
    if (inThread !== undefined) return inThread;
  }
  return undefined;
}

/** RssAnon + RssShmem of a status file in bytes (VmRSS on a kernel older than 4.5), undefined without them. */
function heldIn(statusFile: string): number | undefined {
  let status: string;
  try {
    status = readFileSync(statusFile, 'latin1');
  } catch {
    return undefined;
  }
  const anon = RSS_ANON.exec(status)?.[1];
  if (anon !== undefined) return (Number(anon) + Number(RSS_SHMEM.exec(status)?.[1] ?? 0)) * 1024;
  const resident = VM_RSS.exec(status)?.[1];
  return resident === undefined ? undefined : Number(resident) * 1024;
}

/** A status file's fields that heldIn reads, in kB: made once, where a look at a program's memory reads them every 250 ms. */
const RSS_ANON = /^RssAnon:\s+(\d+) kB$/m;
const RSS_SHMEM = /^RssShmem:\s+(\d+) kB$/m;
const VM_RSS = /^VmRSS:\s+(\d+) kB$/m;

/**
 * The processes (this one aside) whose environment holds `entry` ("NAME=value") as it was when they started: those
 * this user may read (/proc/<pid>/environ), in this process's pid namespace; elsewhere none. A process keeps the
 * environment it was given when it leaves its process group (setsid, a double fork): what the kit gave it finds it.
 */
export function processesWithEnvEntry(entry: string): number[] {
  if (!procShowsOurs()) return [];
  // Whole entries only, never the tail of a longer value: each ends with a NUL, and one is put before the first.
  const wanted = Buffer.from(`\0${entry}\0`);
  return processIds().flatMap((name) => {
    if (Number(name) === process.pid) return [];
    try {
      return Buffer.concat([Buffer.from([0]), readFileSync(`/proc/${name}/environ`)]).includes(wanted) ? [Number(name)] : [];
    } catch {
      return []; // another user's, or it ended while we looked
    }
  });
}

/** The ids of the processes /proc shows, as its entries name them; none where it cannot be read. */
function processIds(): string[] {
  try {
    return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
}

/**
 * The processes in the PID namespace whose inode is `namespace` (as /proc/<pid>/ns/pid names it: "pid:[<inode>]"):
 * a sandbox's, all of them, wherever each sits in the process tree; none where /proc does not show them.
 */
export function processesInPidNamespace(namespace: number): number[] {
  if (!procShowsOurs()) return [];
  const wanted = `pid:[${namespace}]`;
  return processIds().flatMap((name) => {
    try {
      return readlinkSync(`/proc/${name}/ns/pid`) === wanted ? [Number(name)] : [];
    } catch {
      return []; // another user's, or it ended while we looked
    }
  });
}

/** The process group a process is in (its stat's 5th field), or undefined when it is gone or not to be seen here. */
export function processGroupOf(pid: number): number | undefined {
  if (!procShowsOurs()) return undefined;
  try {
    return Number(statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'))[2]);
  } catch {
    return undefined;
  }
}

/**
 * SIGKILL a whole process group, but never the kit's own (nor init's): answers whether it reached one. The kernel
 * signals a fork under way with its parent, so a group's processes cannot make a child that escapes its kill, where
 * the kill of one pid misses the child it made a moment before.
 */
export function killGroupOf(pid: number): boolean {
  const group = processGroupOf(pid);
  if (group === undefined || group <= 1 || group === processGroupOf(process.pid)) return false;
  try {
    process.kill(-group, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGKILL each of `pids` with its process group (killGroupOf: a fork under way goes with its parent), and each itself
 * (one in a group it does not lead); answers those reached, as killEach.
 */
export function killEachWithItsGroup(pids: readonly number[]): number[] {
  pids.forEach(killGroupOf);
  return killEach(pids);
}

/** SIGKILL each of `pids`; answers those it reached (a process gone already, or not ours to kill, is left out). */
export function killEach(pids: readonly number[]): number[] {
  return pids.filter((pid) => {
    try {
      process.kill(pid, 'SIGKILL');
      return true;
    } catch {
      return false;
    }
  });
}

/** Wait until none of `pids` is alive, for at most `ms` (a monotonic clock: a change of the system's time is no wait). */
export async function waitUntilGone(pids: readonly number[], ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (pids.some(isAlive) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The same, blocking: for an exit handler, which cannot wait for a timer. */
export function waitUntilGoneSync(pids: readonly number[], ms: number): void {
  const deadline = performance.now() + ms;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  while (pids.some(isAlive) && performance.now() < deadline) Atomics.wait(sleeper, 0, 0, 2);
}
