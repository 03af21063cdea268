/** The kit's caches on disk (register-typescript.js, which the kit's processes load with --require). */

/** A folder of the kit's caches: node_modules/.cache/todo-kit/<kind>, or undefined when they are turned off. */
export function kitCacheFolder(kind: string): string | undefined;
/** A cache entry's name for a text: 128 bits of its SHA-256, in hex. */
export function hash(text: string): string;
/** How the names of a file's entries in the cache begin, whatever its text. */
export function entryPrefix(filename: string): string;
/** Keep `text` as `entry` of `folder`, best-effort: written aside, then renamed; nothing thrown. */
export function writeCacheEntry(folder: string, entry: string, text: string): void;
/** Keep `text` as `entry` of `folder`, in place of the entries whose names begin with `prefix` (a file's older texts). */
export function replaceCacheEntry(folder: string, prefix: string, entry: string, text: string): void;
/** Put a kit file, and the kit files it requires by a relative path, in the transform cache for processes that cannot write it. */
export function cacheKitFiles(filename: string): void;
