/**
 * What an implementation left in a folder of a scenario's (a session's folder, a config folder), listed for the steps
 * to compare and to show: every entry, its path relative to the folder ("memory/todos/x.md", a folder's with a "/"
 * after it) and its size, links as they are (never followed). Bounded, as whatever the kit copies of an
 * implementation: a tree 2,500 folders deep made the kit's own listing fail (ENAMETOOLONG), its error each
 * scenario's cause (helper 111). Past the bounds, or where a folder cannot be read, an entry says so in its name.
 */
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MAX_LISTED_DEPTH, MAX_LISTED_ENTRIES } from './defaults';

export interface ListedEntry {
  /** Relative to the folder listed, with "/" between its parts; a folder's ends with "/". */
  path: string;
  /** A file's (or a link's own) size in bytes; 0 for a folder. */
  size: number;
}

/** The entries under `root`, by path; empty when it does not exist. */
export function listFolder(root: string | undefined): ListedEntry[] {
  const listed: ListedEntry[] = [];
  if (root === undefined || !existsSync(root)) return listed;
  // A folder of the kit's that the implementation replaced by a link (to a folder of the user's) is not listed
  // through it: its names would be the user's, in the reports.
  if (lstatSync(root).isSymbolicLink()) return [{ path: '(a link put where the folder was: not listed)', size: 0 }];
  const named = (path: string) => relative(root, path).split('\\').join('/');
  let full = false;
  const walk = (dir: string, depth: number): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      listed.push({ path: `${named(dir)}/ (not listed: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`, size: 0 });
      return;
    }
    for (const entry of entries) {
      if (full) return;
      if (listed.length >= MAX_LISTED_ENTRIES) {
        listed.push({ path: `… (more than ${MAX_LISTED_ENTRIES} entries: not listed)`, size: 0 });
        full = true; // said once: the folders above stop too
        return;
      }
      const path = join(dir, entry.name);
      if (!entry.isDirectory()) {
        let size = 0;
        try {
          size = lstatSync(path).size;
        } catch {
          // gone while listed
        }
        listed.push({ path: named(path), size });
      } else if (depth >= MAX_LISTED_DEPTH) {
        listed.push({ path: `${named(path)}/ (more than ${MAX_LISTED_DEPTH} folders deep: not listed)`, size: 0 });
      } else {
        listed.push({ path: `${named(path)}/`, size: 0 });
        walk(path, depth + 1);
      }
    }
  };
  walk(root, 1);
  return listed;
}
