/**
 * What an implementation left in a folder of a scenario's (a session's folder, a config folder), listed for the steps
 * to compare and to show: every entry, its path relative to the folder ("memory/todos/x.md", a folder's with a "/"
 * after it) and its size, links as they are (never followed). Walked by descriptor from a folder the implementation
 * cannot move (harness/beneath.ts): a folder swapped for a link while the kit lists it is not listed through it (its
 * names would be the user's, in the reports: red team 119). Bounded, as whatever the kit copies of an implementation:
 * a tree 2,500 folders deep made the kit's own listing fail (ENAMETOOLONG), its error each scenario's cause (helper
 * 111). Past the bounds, or where a folder cannot be read, an entry says so in its name.
 */
import { lstatSync, opendirSync } from 'node:fs';
import { join } from 'node:path';
import { close, enter, inFolder, InTheWay, partsBelow, type Folder } from './beneath';
import { MAX_LISTED_DEPTH, MAX_LISTED_ENTRIES } from './defaults';

export interface ListedEntry {
  /** Relative to the folder listed, with "/" between its parts; a folder's ends with "/". */
  path: string;
  /** A file's (or a link's own) size in bytes; 0 for a folder. */
  size: number;
}

/** The names read of one folder at most: ten times what a listing shows, so that the first it shows are the first by name. */
const READ_NAMES_AT_MOST = 10 * MAX_LISTED_ENTRIES;

/** What stands where the folder listed was, when a link does. */
export const LINK_NOT_LISTED: ListedEntry = { path: '(a link put where the folder was: not listed)', size: 0 };

/** The entries under `root`, a folder in `base` (which the implementation cannot move); empty where no folder is. */
export function listFolder(base: string, root: string): ListedEntry[] {
  const listed: ListedEntry[] = [];
  let full = false;
  const walk = (folder: Folder, named: string, depth: number): void => {
    const names: string[] = [];
    try {
      // Bounded (a folder of a million entries is not read whole into the kit's memory: red team 120), then sorted,
      // so that what a report shows does not hang on the file system's order (review 124: hash order on ext4).
      const dir = opendirSync(folder.where);
      try {
        for (let entry; names.length < READ_NAMES_AT_MOST && (entry = dir.readSync()) !== null;) names.push(entry.name);
      } finally {
        dir.closeSync();
      }
      names.sort();
    } catch (error) {
      listed.push({ path: `${named}/ (not listed: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`, size: 0 });
      return;
    }
    for (const name of names) {
      if (full) return;
      if (listed.length >= MAX_LISTED_ENTRIES) {
        listed.push({ path: `… (more than ${MAX_LISTED_ENTRIES} entries: not listed)`, size: 0 });
        full = true; // said once: the folders above stop too
        return;
      }
      const shown = named === '' ? name : `${named}/${name}`;
      let stats;
      try {
        stats = lstatSync(join(folder.where, name), { throwIfNoEntry: false });
      } catch (error) {
        // A folder the kit may read but not search (its permissions, for a kit not run as root): its names alone.
        listed.push({ path: `${shown} (not looked at: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`, size: 0 });
        continue;
      }
      if (stats === undefined) continue; // gone while listed
      if (!stats.isDirectory()) {
        listed.push({ path: shown, size: stats.size });
      } else if (depth >= MAX_LISTED_DEPTH) {
        listed.push({ path: `${shown}/ (more than ${MAX_LISTED_DEPTH} folders deep: not listed)`, size: 0 });
      } else {
        listed.push({ path: `${shown}/`, size: 0 });
        let inner: Folder | undefined;
        try {
          inner = enter(folder, name, []);
        } catch (error) {
          if (!(error instanceof InTheWay)) throw error;
          // Its permissions keep the kit out (a kit not run as root); else swapped for a link since: not followed.
          if (error.what === 'closed') listed.push({ path: `${shown}/ (not listed: ${error.detail})`, size: 0 });
        }
        if (inner === undefined) continue;
        try {
          walk(inner, shown, depth + 1);
        } finally {
          close(inner);
        }
      }
    }
  };
  try {
    inFolder(base, partsBelow(base, root), false, (folder) => folder && walk(folder, '', 1));
  } catch (error) {
    if (!(error instanceof InTheWay)) throw error;
    return [error.what === 'closed' ? { path: `(not listed: ${error.detail})`, size: 0 } : LINK_NOT_LISTED];
  }
  return listed;
}
