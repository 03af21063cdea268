/**
 * Entry point: `createTodoTools({ configDir, sessionId })` gives the two tools of one session, sharing one store.
 *
 *   const { TodoWrite, TodoRead } = createTodoTools({ sessionId: 'a1b2' });   // config: CLAUDE_CONFIG_DIR or ~/.claude
 *   if (TodoWrite.validateInput(input).result) {
 *     for await (const message of TodoWrite.call(input, { agentId: 'main' })) { ... }
 *   }
 *
 * This is also the plug-in contract of the conformance kit (docs/profiles/claude-code.md).
 */
import { resolveConfigDir, TodoFileStore } from './store';
import { createTodoReadTool, createTodoWriteTool } from './tools';

export interface TodoToolsOptions {
  /** The config folder; without it, CLAUDE_CONFIG_DIR or ~/.claude (section 3.1). */
  configDir?: string;
  /** The session: part of every file name, so sessions never share a list. */
  sessionId: string;
}

export function createTodoTools({ configDir, sessionId }: TodoToolsOptions) {
  const store = new TodoFileStore(resolveConfigDir(configDir), sessionId);
  return { TodoWrite: createTodoWriteTool(store), TodoRead: createTodoReadTool(store) };
}

export { renderTodos, sortTodos } from './display';
export type { Todo, TodoPriority, TodoStatus, TodoWriteData, Tool, ToolResultBlockParam, ValidationResult } from './types';
