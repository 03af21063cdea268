import { isAbsolute, relative } from 'node:path';

/** Whether a path is the folder `outer` or inside it (by their text: both absolute, neither followed through links). */
export function within(inner: string, outer: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
