/**
 * The last resort against an implementation left running: a kit process that is SIGKILLed (a CI step's time limit,
 * `kill -9`, the kernel out of memory) runs no exit handler, and an implementation stuck in a loop never reads that
 * its channel closed. It would run on, a core busy, until the machine stops.
 *
 * So a kit process that makes a scratch folder or starts an implementation also starts a reaper: a few lines of
 * POSIX shell, in a session of its own (Ctrl-C and a signal to the kit's process group do not reach it), told the
 * process group of each implementation as it starts and as the kit ends it, and each temporary folder of the kit's.
 * The kernel closes the reaper's stdin once the kit's process is gone, however it ended; the reaper then SIGKILLs the
 * groups still listed, removes the folders still there, and exits. A kit that ends as it should has done both
 * already (implementation-process.ts, isolation.ts), and its reaper exits with nothing to do. A process an
 * implementation started in a session of its own is not in its group: only a kit that is alive finds those
 * (process-tree.ts). Windows has neither process groups nor /bin/sh: no reaper there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { isAbsolute } from 'node:path';

/**
 * "+<group>" lists a group, "-<group>" unlists it, "!<pid>:<start>" lists a process (a sandbox's first) with its
 * start time (process-tree.ts startOf), "~<pid>:<start>" unlists it, "=<inode>" lists a PID namespace (a sandbox's:
 * every process in it), "_<inode>" unlists it, "/<path>" lists a folder (only the kit's own: named todo-kit-…). At
 * the end of its input the reaper kills the groups, processes and namespaces listed (a process only while its start
 * time is the one listed: its id may be another's by then), gives them a second to go, then removes the folders
 * (made writable if it must, as isolation.ts removeRunFolder does: GNU's rm -rf walks by descriptor, and chmod -R
 * runs once the sandboxes are ended; find -exec chmod, by path, made a folder of the user's, swapped in, writable:
 * red team 123). Plain POSIX shell, no nested quotes in a parameter expansion: shells differ there (posh kept groups
 * it had been told to forget). A line's mark is cut as its first character (${line#?}): dash, bash, busybox, mksh and
 * yash expand "~" in ${line#~} to the home folder (posh alone does not), so no "~" line had ever unlisted a process,
 * and every reaper killed each sandbox pid it had been told of (review 126).
 */
const SCRIPT = `
groups=' '
pids=' '
spaces=' '
folders=''
while IFS= read -r line; do
  case $line in
    +*) groups="$groups\${line#?} " ;;
    !*) pids="$pids\${line#?} " ;;
    ~*) kept=' '; for p in $pids; do [ "$p" = "\${line#?}" ] || kept="$kept$p "; done; pids=$kept ;;
    =*) spaces="$spaces\${line#?} " ;;
    _*) kept=' '; for n in $spaces; do [ "$n" = "\${line#?}" ] || kept="$kept$n "; done; spaces=$kept ;;
    -*) kept=' '; for g in $groups; do [ "$g" = "\${line#?}" ] || kept="$kept$g "; done; groups=$kept ;;
    /*) case \${line##*/} in todo-kit-*) folders="$folders$line
" ;; esac ;;
  esac
done
for g in $groups; do kill -9 -$g 2>/dev/null; done
for e in $pids; do
  p=\${e%%:*}
  stat=$(cat /proc/$p/stat 2>/dev/null) || continue
  set -- \${stat##*) }
  [ "\${e#*:}" = "\${20}" ] && kill -9 $p 2>/dev/null
done
for n in $spaces; do for p in /proc/[0-9]*; do [ "$(readlink "$p/ns/pid" 2>/dev/null)" = "pid:[$n]" ] && kill -9 "\${p#/proc/}" 2>/dev/null; done; done
[ "$spaces" = ' ' ] || sleep 1
printf %s "$folders" | while IFS= read -r d; do
  [ -d "$d" ] && [ ! -h "$d" ] && { rm -rf "$d" || { chmod -R u+rwx "$d"; rm -rf "$d"; }; } 2>/dev/null
done
`;

let reaper: ChildProcess | null | undefined;

/** This process's reaper, started the first time it is needed; null where there can be none. */
function theReaper(): ChildProcess | null {
  if (reaper !== undefined) return reaper;
  if (process.platform === 'win32') return (reaper = null);
  try {
    reaper = spawn('/bin/sh', ['-c', SCRIPT], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  } catch {
    return (reaper = null); // no /bin/sh: the kit's exit handlers are all there is
  }
  reaper.once('error', () => (reaper = null));
  reaper.stdin!.on('error', () => undefined); // a reaper already gone has nothing to be told
  // It must not keep the kit alive: the kit's own end is what it waits for.
  reaper.unref();
  (reaper.stdin as Socket).unref();
  return reaper;
}

/** Kill this process group should this kit process die before it does (the group of an implementation it started). */
export function reapIfKitDies(group: number): void {
  theReaper()?.stdin?.write(`+${group}\n`);
}

/**
 * Kill this process should this kit process die before it does: a sandbox's first process, which leads no group of
 * the kit's (a program can keep it alive past its parent's death: red team 123), and every process of its PID
 * namespace (one that traces pid 1 holds it at its exit: red team 125).
 */
export function reapPidIfKitDies(pid: number, start: string | undefined, namespace?: number): void {
  // No start time: the process has ended already (or /proc does not show it), and its id may soon be another's.
  theReaper()?.stdin?.write(`${start === undefined ? '' : `!${pid}:${start}\n`}${namespace === undefined ? '' : `=${namespace}\n`}`);
}

/** The sandbox was ended by the kit: the reaper forgets its pid and namespace (their numbers may be others' later). */
export function reapPidNoLonger(pid: number, start: string | undefined, namespace?: number): void {
  reaper?.stdin?.write(`${start === undefined ? '' : `~${pid}:${start}\n`}${namespace === undefined ? '' : `_${namespace}\n`}`);
}

/** Remove this folder (one of the kit's temporary folders) should this kit process die before it does. */
export function removeIfKitDies(folder: string): void {
  if (isAbsolute(folder) && !folder.includes('\n')) theReaper()?.stdin?.write(`${folder}\n`);
}

/** The group was ended by the kit: the reaper forgets it (its number may be another process's later). */
export function reapNoLonger(group: number): void {
  reaper?.stdin?.write(`-${group}\n`);
}

/** This process's reaper, if it has one: a child that lives as long as the process does, by design. */
export const reaperPid = (): number | undefined => reaper?.pid;
