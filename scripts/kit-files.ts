/** The kit's own files, as the scripts that go over all of them see them (scripts/typecheck.ts, scripts/warm-transform-cache.ts). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that hold no file of the kit's own: dependencies, learners' samples (broken on purpose), reports. */
const NOT_THE_KITS = ['node_modules', 'examples', 'reports', '.git'];

/** The kit's TypeScript files under `dir`: every .ts, .mts and .cts outside NOT_THE_KITS. */
export function kitTypeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_THE_KITS.includes(entry.name) ? [] : kitTypeScriptFiles(path);
    return /\.[mc]?ts$/.test(entry.name) ? [path] : [];
  });
}
