/**
 * Entry point, and the conformance kit's plug-in contract for this design:
 *
 *   const command = createTodoCommand({ env: process.env });   // once, at start-up
 *   command.store.onChange((state) => console.log(renderTodos(state.items)));  // the renderer redraws
 *
 *   // The model typed: TodoWrite '{"todos":[...]}'
 *   if (identifyCommandType(line) === CommandType.AGENT_SHELL_COMMAND) {
 *     // the router has split the line like a shell: args = ['{"todos":[...]}']
 *     const { stdout, stderr, exitCode } = await command.execute(args);
 *   }
 *
 * Read in this order: types.ts, todo-schema.ts, todo-store.ts, todo-write.ts, terminal-renderer.ts, bash-router.ts.
 */
import { limitsFrom } from './todo-schema';
import { TodoStore } from './todo-store';
import { TodoWriteHandler } from './todo-write';
import type { CommandResult, TodoEnv } from './types';

export interface TodoCommand {
  /** Run `TodoWrite <args...>`; args are the words after the command name. */
  execute(args: readonly string[]): Promise<CommandResult>;
  /** The store execute writes: subscribe to it to render the list. */
  store: TodoStore;
}

/** A new command with its own, empty store, and the limits read from `env` (the process's environment by default). */
export function createTodoCommand({ env = process.env }: { env?: TodoEnv } = {}): TodoCommand {
  const store = new TodoStore();
  const handler = new TodoWriteHandler(store, limitsFrom(env));
  return { execute: (args) => handler.execute(args), store };
}

export { CommandType, identifyCommandType } from './bash-router';
export { renderTodos } from './terminal-renderer';
export { TodoStore } from './todo-store';
export type { TodoChangeListener } from './todo-store';
export type { CommandResult, TodoEnv, TodoItem, TodoState, TodoStatus, TodoWriteInput } from './types';
