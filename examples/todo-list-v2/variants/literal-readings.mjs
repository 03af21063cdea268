// A correct variant that departs from the strict run's readings eight times where the PRD leaves room (--strict
// holds the kit's interpretations): the default run passes it, and --strict fails these eight
// (literal-readings-strict).
//   F-001.E4  a status that is missing or not a string is quoted as '' (the PRD's '{s}' says no spelling);
//   F-002     TodoRead refuses parameters it does not use (the PRD says it takes none, not what it does with
//             some); a todo is stored with every field it was given (F-008 refuses no extra field);
//   F-003     TodoRead's description is empty (the PRD types it a string); TodoWrite's input_schema forbids
//             extra properties at the item level only, as its F-003 section shows it; and TodoRead's says that
//             it takes no parameters with additionalProperties: false, where the PRD writes
//             { type: 'object', properties: {} }: not the PRD's letter, but what the default run tolerates
//             (it holds TodoRead's schema to accepting {} and rejecting what is not an object);
//   F-006     a handler's is_error: false is dropped (F-004 lets a success omit it);
//   F-007     getTool answers null for a name never registered (the PRD does not say what).
// Everything else is correct-esm.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { checkTodosField, STATUSES, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

class Registry extends ToolRegistry {
  getTool(name) {
    return super.getTool(name) ?? null;
  }

  async executeTool(toolUseId, name, params) {
    const { is_error, ...result } = await super.executeTool(toolUseId, name, params);
    return is_error ? { ...result, is_error } : result;
  }
}

const blank = (value) => typeof value !== 'string' || value.trim() === '';

function problemOf(params) {
  const fieldError = checkTodosField(params);
  if (fieldError) return fieldError;
  for (const [i, todo] of params.todos.entries()) {
    const item = todo !== null && typeof todo === 'object' ? todo : {};
    if (blank(item.content)) return `Todo at index ${i}: content is required and cannot be empty`;
    const shown = typeof item.status === 'string' ? item.status : '';
    if (!STATUSES.includes(item.status)) return `Todo at index ${i}: invalid status '${shown}'. Must be one of: ${STATUSES.join(', ')}`;
    if (blank(item.activeForm)) return `Todo at index ${i}: activeForm is required and cannot be empty`;
  }
  return undefined;
}

export function createRegistry() {
  const store = { todos: [] };
  const registry = new Registry();
  registry.register(todoWriteDefinition, async (params) => {
    const error = problemOf(params);
    if (error) return { content: error, is_error: true };
    store.todos = params.todos.map((todo) => ({ ...todo }));
    return { content: JSON.stringify({ success: true, count: store.todos.length }) };
  });
  registry.register(
    { ...todoReadDefinition, description: '', input_schema: { type: 'object', properties: {}, additionalProperties: false } },
    async (params) => {
      const unused = Object.keys(params ?? {});
      if (unused.length > 0) return { content: `TodoRead takes no parameters: ${unused.join(', ')}`, is_error: true };
      return { content: JSON.stringify({ todos: store.todos }) };
    },
  );
  return registry;
}
