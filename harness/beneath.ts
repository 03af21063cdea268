/**
 * File work in folders that an implementation writes in too, done so that no link it makes there leads the kit
 * elsewhere. The kit plants, reads and lists files in a scenario's folder outside any sandbox, while the
 * implementation runs; under --sandbox a program may swap any folder there for a link to a folder of the grader's, at
 * any moment (red teams 118 and 119: a file of the kit's written in the user's home, the home's names listed in a
 * report). A path looked at part by part, then used, loses that race.
 *
 * So every walk starts from a folder the implementation cannot move (`base`: the run's scratch folder, whose parent
 * the sandbox does not bind), opens each folder on the way (O_NOFOLLOW: a link is refused, never followed), and looks
 * the next name up in the folder just opened, through /proc/self/fd/<fd>/<name>: a name found in the folder the
 * descriptor holds, wherever that folder has been moved since (Node has no openat). The last part is opened or made
 * the same way. Where /proc is missing (macOS, which has no --sandbox either), each part is looked at (lstat) and then
 * used by its path, as before.
 */
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  readSync,
  symlinkSync,
  writeSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { MAX_MESSAGE_BYTES } from './defaults';
import { within } from './paths';

/**
 * What stood in the way of the kit's file work, at `parts` from the base: a link (never followed; `detail` is where it
 * pointed, undefined when it was gone again before the kit could read that), a folder or file that was not what it
 * was a moment before (replaced or moved away as the kit worked: an implementation racing the kit), or one whose
 * permissions keep the kit out (`detail`: the error's code; a kit that does not run as root meets it).
 */
export class InTheWay extends Error {
  constructor(
    readonly parts: readonly string[],
    readonly what: 'a link' | 'not a folder' | 'not a regular file' | 'gone' | 'closed',
    readonly detail?: string,
  ) {
    super(`${parts.join('/')} ${describeInTheWay(what, detail)}`);
  }
}

/** Where a link pointed, in words: "to …", or that it was gone before the kit read that. */
export const linkTarget = (target: string | undefined): string =>
  target === undefined ? 'gone again before the kit read where it pointed' : `to ${JSON.stringify(target)}`;

/** What stands in the way, in words: "is a link (to …)", "is not a folder, …". */
export function describeInTheWay(what: InTheWay['what'], detail: string | undefined): string {
  switch (what) {
    case 'a link':
      return `is a link (${linkTarget(detail)})`;
    case 'not a folder':
      return 'is not a folder where the kit needs one (a file, or a folder moved away as the kit worked in it)';
    case 'not a regular file':
      return 'is not a regular file';
    case 'gone':
      return 'was removed as the kit worked in it';
    case 'closed':
      return `is closed to the kit (${detail ?? 'EACCES'}: its permissions keep the kit out)`;
  }
}

/** An error of the file system at `parts`, as what stood in the way when it is one (a bare error otherwise). */
function inTheWayOf(error: unknown, parts: readonly string[]): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return new InTheWay(parts, 'closed', code);
  return error;
}

const { O_RDONLY, O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW, O_DIRECTORY } = constants;
/** Opening a FIFO would block the kit's only thread until a writer came (forever); a device is no file of the kit's. */
const O_NONBLOCK = constants.O_NONBLOCK ?? 0;
const BY_DESCRIPTOR = existsSync('/proc/self/fd');

/** An open folder: `where` names it (/proc/self/fd/<fd>, or its path where /proc is missing). */
export interface Folder {
  where: string;
  fd?: number;
}

/** Close what a walk opened (nothing for a folder named by its path). */
export function close(folder: Folder | undefined): void {
  if (folder?.fd !== undefined) closeSync(folder.fd);
}

/** `path`'s parts below `base`, which must hold it. */
export function partsBelow(base: string, path: string): string[] {
  if (!within(path, base)) throw new Error(`kit error: ${path} is not in ${base}`);
  const rest = relative(base, path);
  return rest === '' ? [] : rest.split(sep);
}

function openBase(base: string): Folder {
  if (!BY_DESCRIPTOR) return { where: base };
  const fd = openSync(base, O_RDONLY | O_DIRECTORY);
  return { where: `/proc/self/fd/${fd}`, fd };
}

/** The link at `name` in `folder`, as a refusal (or undefined when no link stands there). */
function linkAt(folder: Folder, name: string, walked: readonly string[]): InTheWay | undefined {
  const at = join(folder.where, name);
  let link: boolean;
  try {
    link = lstatSync(at, { throwIfNoEntry: false })?.isSymbolicLink() === true;
  } catch (error) {
    throw inTheWayOf(error, walked); // the folder it is in lets the kit not look (EACCES)
  }
  if (!link) return undefined;
  let target: string | undefined;
  try {
    target = readlinkSync(at);
  } catch {
    // gone meanwhile: a link all the same
  }
  return new InTheWay([...walked, name], 'a link', target);
}

/** The folder `name` in `folder`, opened; undefined when nothing, or something else than a folder, is there. */
export function enter(folder: Folder, name: string, walked: readonly string[]): Folder | undefined {
  const at = join(folder.where, name);
  if (!BY_DESCRIPTOR) {
    const link = linkAt(folder, name, walked);
    if (link) throw link;
    if (!lstatSync(at, { throwIfNoEntry: false })?.isDirectory()) return undefined;
    try {
      accessSync(at, constants.R_OK); // what opening it needs: told as the walk by descriptor tells it
    } catch (error) {
      throw inTheWayOf(error, [...walked, name]);
    }
    return { where: at };
  }
  try {
    const fd = openSync(at, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
    return { where: `/proc/self/fd/${fd}`, fd };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    // A link (ELOOP, or ENOTDIR with O_DIRECTORY), even one swapped back for a folder before the kit looked again.
    if (code === 'ELOOP') throw linkAt(folder, name, walked) ?? new InTheWay([...walked, name], 'a link');
    if (code === 'ENOTDIR') {
      const link = linkAt(folder, name, walked);
      if (link) throw link;
      return undefined; // a file where a folder would be
    }
    throw inTheWayOf(error, [...walked, name]);
  }
}

/**
 * Run `work` in the folder that `parts` name below `base`, once opened (made first, with `make`), and close what the
 * walk opened; `work` gets undefined where a part is missing or not a folder. A link on the way throws InTheWay.
 */
export function inFolder<T>(base: string, parts: readonly string[], make: boolean, work: (folder: Folder | undefined) => T): T {
  let folder: Folder | undefined = openBase(base);
  const opened: Folder[] = [folder];
  try {
    for (let i = 0; i < parts.length && folder !== undefined; i++) {
      const name = parts[i]!;
      if (make) {
        try {
          mkdirSync(join(folder.where, name));
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ENOENT') throw new InTheWay(parts.slice(0, i), 'gone'); // the folder it was made in
          if (code !== 'EEXIST') throw inTheWayOf(error, parts.slice(0, i));
        }
      }
      folder = enter(folder, name, parts.slice(0, i));
      if (folder) opened.push(folder);
      else if (make) throw new InTheWay(parts.slice(0, i + 1), 'not a folder'); // there, yet no folder (a file)
    }
    return work(folder);
  } finally {
    for (const each of opened) close(each);
  }
}

/** Split `path` into the folder that holds it and its name, below `base`. */
function holderAndName(base: string, path: string): { holder: string[]; name: string } {
  const parts = partsBelow(base, path);
  if (parts.length === 0) throw new Error(`kit error: ${path} is the folder the kit starts from, not a file in it`);
  return { holder: parts.slice(0, -1), name: parts[parts.length - 1]! };
}

/**
 * Open `name` in `folder` without following a link (O_NOFOLLOW: a link in its place fails ELOOP, with /proc or
 * without); undefined when it does not exist.
 */
function openIn(folder: Folder, name: string, flags: number, walked: readonly string[]): number | undefined {
  try {
    return openSync(join(folder.where, name), flags | O_NOFOLLOW | O_NONBLOCK, 0o666);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    // A link, even one swapped back for a file before the kit looked again (red team 120: a bare ELOOP as the cause).
    if (code === 'ELOOP') throw linkAt(folder, name, walked) ?? new InTheWay([...walked, name], 'a link');
    throw inTheWayOf(error, [...walked, name]);
  }
}

/**
 * The file at `path` (below `base`), read as the kit reads a message: its first MAX_MESSAGE_BYTES at most. Undefined
 * when no regular file is there (nothing, a folder, a FIFO, a device). The buffer starts at the file's size and a
 * byte, and doubles up to the bound only while the file goes on: a buffer of the bound for every read was a quarter
 * of a claude-code run's CPU, which reads its store hundreds of times (docs/speed.md).
 */
export function readFileBeneath(base: string, path: string): Buffer | undefined {
  const { holder, name } = holderAndName(base, path);
  return inFolder(base, holder, false, (folder) => {
    if (folder === undefined) return undefined;
    let fd: number | undefined;
    try {
      fd = openIn(folder, name, O_RDONLY, holder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENXIO') return undefined; // a socket
      throw error;
    }
    if (fd === undefined) return undefined;
    try {
      return fstatSync(fd).isFile() ? readAll(fd) : undefined;
    } finally {
      closeSync(fd);
    }
  });
}

function readAll(fd: number): Buffer {
  let buffer = Buffer.allocUnsafe(Math.min(MAX_MESSAGE_BYTES, fstatSync(fd).size + 1));
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
}

/** Write `text` as the file at `path` (below `base`), making the folders on the way; never through a link. */
export function writeFileBeneath(base: string, path: string, text: string): void {
  const { holder, name } = holderAndName(base, path);
  inFolder(base, holder, true, (folder) => {
    if (folder === undefined) throw new InTheWay(holder, 'not a folder');
    let fd: number | undefined;
    try {
      fd = openIn(folder, name, O_WRONLY | O_CREAT | O_TRUNC, holder);
    } catch (error) {
      // a folder (EISDIR), a FIFO no one reads or a socket (ENXIO): nothing the kit writes its file into
      if (['EISDIR', 'ENXIO'].includes((error as NodeJS.ErrnoException).code ?? '')) throw new InTheWay([...holder, name], 'not a regular file');
      throw error;
    }
    if (fd === undefined) throw new InTheWay(holder, 'gone');
    try {
      if (!fstatSync(fd).isFile()) throw new InTheWay([...holder, name], 'not a regular file');
      const bytes = Buffer.from(text, 'utf8');
      for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written, bytes.length - written);
    } finally {
      closeSync(fd);
    }
  });
}

/** Make the folder at `path` (below `base`) and those on the way, where missing; never through a link. */
export function makeFoldersBeneath(base: string, path: string): void {
  const parts = partsBelow(base, path);
  inFolder(base, parts, true, (folder) => {
    if (folder === undefined) throw new InTheWay(parts, 'not a folder');
  });
}

/**
 * Make the folder at `path` (below `base`) where missing, and in it each link of `links` (name, then where it leads);
 * a link that cannot be made (its name taken) is left out. Never through a link: the folder is a fresh one of the
 * kit's, but a program of the run's that has not ended yet could swap it for a link to a folder of the user's, and
 * have the kit make its links there (red team 120, on a restart).
 */
export function linksBeneath(base: string, path: string, links: readonly (readonly [string, string])[]): void {
  const parts = partsBelow(base, path);
  inFolder(base, parts, true, (folder) => {
    if (folder === undefined) throw new InTheWay(parts, 'not a folder');
    for (const [name, target] of links) {
      try {
        symlinkSync(target, join(folder.where, name));
      } catch {
        // left out
      }
    }
  });
}

/** What stands at `path` (below `base`): a file, a folder, something else, or nothing; a link on the way (or there) throws. */
export function kindBeneath(base: string, path: string): 'file' | 'folder' | 'other' | undefined {
  const { holder, name } = holderAndName(base, path);
  return inFolder(base, holder, false, (folder) => {
    if (folder === undefined) return undefined;
    let stats;
    try {
      stats = lstatSync(join(folder.where, name), { throwIfNoEntry: false });
    } catch (error) {
      throw inTheWayOf(error, holder);
    }
    if (stats === undefined) return undefined;
    if (stats.isSymbolicLink()) throw linkAt(folder, name, holder) ?? new InTheWay([...holder, name], 'a link');
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'folder' : 'other';
  });
}
