/**
 * Paths in a scenario's folder that the kit itself writes, reads or removes. The kit runs outside any sandbox, and
 * the implementation writes in the same folder: a path there that goes through a link (which the implementation may
 * have made, pointing anywhere: under --sandbox, at any folder of the grader's) is refused, never followed.
 */
import { lstatSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fail } from '../../harness/failure-report';

/** `root` joined with `parts`, once none of the parts that exist is a link; else the scenario fails, saying which. */
export function unlinkedPath(root: string, parts: readonly string[], requirements: string[], hint: string): string {
  for (let i = 1; i <= parts.length; i++) {
    const at = join(root, ...parts.slice(0, i));
    let link: boolean;
    try {
      link = lstatSync(at).isSymbolicLink();
    } catch {
      break; // not there: nothing below it is either
    }
    if (link) {
      fail({
        requirements,
        summary: `${parts.slice(0, i).join('/')} in the scenario's folder is a link, which the implementation made (to ${JSON.stringify(readlinkSync(at))}): the kit does not follow it to put or read its files`,
        hint,
        cause: 'link-in-the-scenario-folder',
      });
    }
  }
  return join(root, ...parts);
}
