import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { KIT_ROOT } from './defaults';

/** Whether a path is the folder `outer` or inside it (by their text: both absolute, neither followed through links). */
export function within(inner: string, outer: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)); // a folder named "..x" is inside
}

/** A path as a user reads it from `cwd`: relative when it is inside it ("." for cwd itself), else absolute, never "../../tmp/x". */
export function shownFrom(cwd: string, path: string): string {
  return within(path, cwd) ? relative(cwd, path) || '.' : path;
}

/**
 * A file of the kit (a path relative to its folder) as the learner opens it from where they are:
 * `node_modules/todo-tool-conformance-kit/…` in a project that installed the kit, the whole path from anywhere
 * else, and `examples/… in the kit` in the kit's own folder, where a grading's processes run too (what a student
 * reads there must not name a file of their own folder).
 */
export function kitFile(path: string, cwd = process.cwd()): string {
  const shown = shownFrom(cwd, join(KIT_ROOT, path));
  return !isAbsolute(shown) && relative(KIT_ROOT, cwd) === '' ? `${shown} in the kit` : shown;
}

/** A path where it really is, links followed; as given when nothing is there. */
export function realPath(path: string): string {
  return existsSync(path) ? realpathSync(path) : path;
}

/** Whether `path` is a folder, and not a link to one (nor anything else, nor nothing). */
export function isFolderItself(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}
