/**
 * How much memory the self-test may still take (scripts/selftest.ts puts its temporary files in RAM only when there
 * is room). os.freemem() is the machine's; in a container with a memory limit (a cgroup), what is left under the
 * limit can be far less, and files in RAM count against it: a test that filled it would be killed for memory. Node
 * 20 gives the limit (process.constrainedMemory) but not the use, which the cgroup's own files say.
 */
import { readFileSync } from 'node:fs';
import { freemem, totalmem } from 'node:os';

/** What the answer is made of: the machine's free and total memory, the cgroup's limit, and what it uses (or undefined). */
export interface MemoryFacts {
  free: number;
  total: number;
  /** process.constrainedMemory(): the limit, or a huge number (or 0) where there is none. */
  limit: number;
  /** Bytes the cgroup uses now, or undefined where its files cannot be read. */
  used: number | undefined;
}

/** Bytes left: the machine's free memory, or under a limit what is left below it (nothing, when the use is unknown). */
export function memoryLeft(facts: MemoryFacts = memoryFacts()): number {
  const limited = facts.limit > 0 && facts.limit < facts.total;
  if (!limited) return facts.free;
  if (facts.used === undefined) return 0; // a limit whose use cannot be read: no room is the safe answer
  return Math.max(0, Math.min(facts.free, facts.limit - facts.used));
}

/** The cgroup's use: cgroup v2's memory.current, else v1's memory.usage_in_bytes (as a container mounts them). */
function cgroupUse(): number | undefined {
  for (const file of ['/sys/fs/cgroup/memory.current', '/sys/fs/cgroup/memory/memory.usage_in_bytes']) {
    try {
      const used = Number(readFileSync(file, 'utf8').trim());
      if (Number.isFinite(used)) return used;
    } catch {
      // not this version, or not readable
    }
  }
  return undefined;
}

function memoryFacts(): MemoryFacts {
  const constrained = (process as { constrainedMemory?: () => number | undefined }).constrainedMemory?.() ?? 0;
  return { free: freemem(), total: totalmem(), limit: constrained, used: cgroupUse() };
}
