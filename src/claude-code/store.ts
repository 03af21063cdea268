/**
 * Where the lists live (sections 3, 7 and 8): one JSON file per session and agent,
 *
 *     <config>/todos/<sessionId>-agent-<agentId>.json
 *
 * so two agents, or two sessions, never see each other's list, and a list outlives the process that wrote it.
 *
 * Two rules keep the data safe, and both are about what NOT to do:
 *   - a file that cannot be read or parsed reads as [] and is left alone: it may be the user's only copy, so a
 *     read never rewrites, repairs or deletes it;
 *   - a write never leaves half a file: it goes to a temporary file first, which is then renamed over the real
 *     one. A rename within a folder is atomic, so a reader sees the old list or the new one, never a mix.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseTodoList } from './schema';
import type { Todo } from './types';

/**
 * S4 in the analysis: CLAUDE_CONFIG_DIR, else ~/.claude. An explicit folder (what the kit, or a test, passes)
 * comes first. Note `??`, not `||`: the analysis uses the variable whenever it is set.
 */
export function resolveConfigDir(explicit?: string): string {
  return explicit ?? process.env.CLAUDE_CONFIG_DIR ?? join(homedir(), '.claude');
}

/** Errors are logged, never thrown: a broken todo file must not stop the agent (b1 in the analysis). */
function logError(error: unknown): void {
  console.error(error instanceof Error ? error : new Error(String(error)));
}

let temporaryFiles = 0;

export class TodoFileStore {
  constructor(
    private readonly configDir: string,
    private readonly sessionId: string,
  ) {}

  /** xc1: the todos folder, made when missing (recursive: a fresh config folder may not exist yet either). */
  private todosDir(): string {
    const dir = join(this.configDir, 'todos');
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    return dir;
  }

  /** cR: the file of one agent in this session. */
  fileOf(agentId: string): string {
    return join(this.todosDir(), `${this.sessionId}-agent-${agentId}.json`);
  }

  /** La0: the agent's list; [] when the file is missing, is not JSON, or is not a valid list. */
  read(agentId: string): Todo[] {
    const file = this.fileOf(agentId);
    if (!existsSync(file)) return [];
    try {
      const parsed = parseTodoList(JSON.parse(readFileSync(file, { encoding: 'utf-8' })), file);
      if (parsed.ok) return parsed.value;
      logError(new Error(`ignoring an invalid todo file: ${parsed.message}`));
    } catch (error) {
      logError(error);
    }
    return []; // and the file stays on disk exactly as it was
  }

  /** Ra0 + eM: replace the agent's whole list, atomically. A failure is logged, not thrown. */
  write(agentId: string, todos: Todo[]): void {
    let temporary: string | undefined;
    try {
      const file = this.fileOf(agentId);
      // A name of its own per write: two writes must never share a half-written temporary file.
      temporary = `${file}.${process.pid}.${temporaryFiles++}.tmp`;
      // Two spaces of indentation, as the analysis writes it: a person can read and diff the file.
      writeFileSync(temporary, JSON.stringify(todos, null, 2), { encoding: 'utf-8', flush: true });
      renameSync(temporary, file);
    } catch (error) {
      if (temporary) rmSync(temporary, { force: true });
      logError(error);
    }
  }
}
