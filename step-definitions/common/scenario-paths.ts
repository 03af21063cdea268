/**
 * Paths in a scenario's folder that the kit itself writes, reads or removes. The kit runs outside any sandbox, and
 * the implementation writes in the same folder: a path there that goes through a link (which the implementation may
 * have made, pointing anywhere: under --sandbox, at any folder of the grader's) is refused, never followed.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readlinkSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_MESSAGE_BYTES } from '../../harness/defaults';
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

/**
 * A file of the scenario's folder that the implementation may have written, read as the kit reads a message: its
 * first MAX_MESSAGE_BYTES at most (a file of gigabytes would be read whole into the kit's memory). A longer file is
 * its beginning, which compares as different from any list the kit expects, and shows cut in the failure. Only a
 * regular file is read: anything else the implementation put there (a FIFO, whose opening would block the kit's
 * only thread until a writer came, forever, deaf to its timeouts and to SIGTERM; a device) reads as empty. It is
 * opened without waiting (O_NONBLOCK), then looked at.
 *
 * The buffer starts at the file's size and a byte (to notice a file that grew since it was looked at), and doubles
 * up to the bound only while the file goes on: a buffer of the bound for every read, zero-filled, was about a quarter
 * of a claude-code run's CPU, which reads its store hundreds of times (docs/speed.md). Unsafe allocation (no zero
 * fill): only the bytes read are returned.
 */
export function readBounded(path: string): Buffer {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return Buffer.alloc(0);
    let buffer = Buffer.allocUnsafe(Math.min(MAX_MESSAGE_BYTES, stats.size + 1));
    let filled = 0;
    for (;;) {
      if (filled === buffer.length) {
        if (filled === MAX_MESSAGE_BYTES) break;
        const larger = Buffer.allocUnsafe(Math.min(MAX_MESSAGE_BYTES, 2 * filled));
        buffer.copy(larger, 0, 0, filled);
        buffer = larger;
      }
      const read = readSync(fd, buffer, filled, buffer.length - filled, null);
      if (read === 0) break;
      filled += read;
    }
    return buffer.subarray(0, filled);
  } finally {
    closeSync(fd);
  }
}
