// A correct variant that takes, wherever the PRD leaves room, the reading the strict run does not (--strict holds
// the kit's interpretations): the default run passes it, --strict fails exactly those (literal-readings-strict).
//   F-001.E4  a status that is missing or not a string is quoted as '' (the PRD's '{s}' says no spelling);
//   F-002     TodoRead refuses parameters it does not use, and its input_schema says so (additionalProperties:
//             false); a todo is stored with every field it was given (F-008 refuses no extra field);
//   F-003     TodoRead's description is empty (the PRD types it a string) and TodoWrite's input_schema forbids
//             extra properties at the item level only, as its F-003 section shows it;
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
