// Breaks F-004.R1 (content is a string) and F-001.IN (a todo is content, status and activeForm), as a public
// registry does: every answer's content is an object ({ ok, data } or { ok, error }), and its schema requires an id.
// A success the kit expects, refused, must read as the object's JSON, never "[object Object]".
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => {
  const todos = Array.isArray(params.todos) ? params.todos : [];
  const index = todos.findIndex((todo) => todo === null || typeof todo !== 'object' || !('id' in todo));
  return validateTodoWrite(params) ?? (index >= 0 ? `data/todos/${index} must have required property 'id'` : undefined);
};

export function createRegistry() {
  const registry = createCorrectRegistry({ validate });
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (toolUseId, name, params) => {
    const result = await execute(toolUseId, name, params);
    const content = result.is_error ? { ok: false, error: result.content } : { ok: true, data: result.content };
    return { ...result, content };
  };
  return registry;
}
