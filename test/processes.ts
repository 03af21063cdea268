/** The processes a test looks for: what the kit started and must have ended (as `ps` shows them: Linux and macOS). */
import { spawnSync } from 'node:child_process';

/**
 * Processes still running (zombies aside) whose command line names `text`, a line of `ps` each. With `asProgram`,
 * only those that run `text` as their program's first argument (`node <text>`), not the kit whose own arguments
 * name it.
 */
export function processesNaming(text: string, asProgram = false): string[] {
  const ps = spawnSync('ps', ['-eo', 'pid,stat,args'], { encoding: 'utf8' });
  return ps.stdout.split('\n').filter((line) => {
    const [, stat, args] = /^\s*\d+\s+(\S+)\s+(.*)$/.exec(line) ?? [];
    if (args === undefined || stat!.startsWith('Z') || args.startsWith('ps -eo')) return false;
    return asProgram ? args.split(' ')[1] === text : args.includes(text);
  });
}

/** Those processes once the kernel has had a moment to finish the SIGKILLs the kit sent as it exited. */
export async function leftRunning(text: string): Promise<string[]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const found = processesNaming(text);
    if (found.length === 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return processesNaming(text);
}
