/**
 * The two tool objects (sections 4 and 15). An agent loop uses a tool in three steps:
 *
 *   1. validateInput(input)                       refuse bad input before anything happens
 *   2. for await (const m of call(input, ctx))    do the work; the `{ type: 'result' }` message carries the data
 *   3. mapToolResultToToolResultBlockParam(data, toolUseId)   turn the data into the `tool_result` for the model
 *
 * The model never sees `data` itself, only the block of step 3: that is why TodoWrite can answer with a fixed
 * sentence while its data (old and new list) serves the user interface.
 */
import { parseTodoReadInput, parseTodoWriteInput, TODO_READ_INPUT_SCHEMA, TODO_WRITE_INPUT_SCHEMA } from './schema';
import type { TodoFileStore } from './store';
import type { Todo, TodoWriteData, Tool, ToolResultBlockParam, ToolUseContext, ValidationResult } from './types';

/** Ta0 and ya0 (section 12): what the model reads to decide when to use each tool. */
export const TODO_WRITE_DESCRIPTION = 'Update the todo list for the current session. To be used proactively and often to track progress and pending tasks.';
export const TODO_READ_DESCRIPTION = 'Read the current todo list for the session';

/** The fixed answers of section 4. Word for word: the model is tuned on them. */
export const TODO_WRITE_RESULT =
  'Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable';
export const TODO_READ_RESULT_PREFIX = 'Remember to continue to use update and read from the todo list as you make progress. Here is the current list: ';

function toValidation(parsed: { ok: true } | { ok: false; message: string }): ValidationResult {
  return parsed.ok ? { result: true } : { result: false, message: parsed.message };
}

export function createTodoWriteTool(store: TodoFileStore): Tool<{ todos: Todo[] }, TodoWriteData> {
  return {
    name: 'TodoWrite',
    userFacingName: () => 'Update Todos',
    description: async () => TODO_WRITE_DESCRIPTION,
    inputSchema: TODO_WRITE_INPUT_SCHEMA,
    isEnabled: () => true,
    // It writes a file: two writes at once would race, so the agent loop must run it alone.
    isConcurrencySafe: () => false,
    isReadOnly: () => false,
    // Pure: it looks at the input and nothing else. A refused input never reaches the file.
    validateInput: (input) => toValidation(parseTodoWriteInput(input)),
    async *call({ todos }, { agentId }: ToolUseContext) {
      const oldTodos = store.read(agentId); // for the UI: what changed
      store.write(agentId, todos); // the whole list is replaced, never patched
      yield { type: 'result', data: { oldTodos, newTodos: todos } };
    },
    mapToolResultToToolResultBlockParam: (_data, toolUseId): ToolResultBlockParam => ({
      tool_use_id: toolUseId,
      type: 'tool_result',
      content: TODO_WRITE_RESULT,
    }),
  };
}

export function createTodoReadTool(store: TodoFileStore): Tool<Record<string, never>, Todo[]> {
  return {
    name: 'TodoRead',
    userFacingName: () => 'Read Todos',
    description: async () => TODO_READ_DESCRIPTION,
    inputSchema: TODO_READ_INPUT_SCHEMA,
    isEnabled: () => true,
    // Reading changes nothing, so any number of reads may run at once.
    isConcurrencySafe: () => true,
    isReadOnly: () => true,
    validateInput: (input) => toValidation(parseTodoReadInput(input)),
    async *call(_input, { agentId }: ToolUseContext) {
      // As stored, not sorted: sorting is for the user's eyes (display.ts).
      yield { type: 'result', data: store.read(agentId) };
    },
    mapToolResultToToolResultBlockParam: (todos, toolUseId): ToolResultBlockParam => ({
      tool_use_id: toolUseId,
      type: 'tool_result',
      // Compact JSON, appended to the reminder: the model reads the list right after the instruction.
      content: `${TODO_READ_RESULT_PREFIX}${JSON.stringify(todos)}`,
    }),
  };
}
