// Breaks F-005.SIG (executeTool returns a Promise): a synchronous executeTool with synchronous handlers.
import { todoReadDefinition, todoWriteDefinition, validateTodoWrite } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const tools = new Map();
  let todos = [];
  const registry = {
    register: (definition, handler) => tools.set(definition.name, { definition, handler }),
    getTool: (name) => tools.get(name),
    getToolDefinitions: () => [...tools.values()].map((t) => t.definition),
    executeTool(toolUseId, name, params) {
      const tool = tools.get(name);
      if (!tool) return { type: 'tool_result', tool_use_id: toolUseId, content: `Tool '${name}' not found`, is_error: true };
      const answer = tool.handler(params);
      if (typeof answer?.then === 'function') {
        return answer.then((a) => ({ type: 'tool_result', tool_use_id: toolUseId, ...a }));
      }
      return { type: 'tool_result', tool_use_id: toolUseId, ...answer };
    },
  };
  registry.register(todoWriteDefinition, (params) => {
    const error = validateTodoWrite(params);
    if (error) return { content: error, is_error: true };
    todos = params.todos;
    return { content: JSON.stringify({ success: true, count: todos.length }) };
  });
  registry.register(todoReadDefinition, () => ({ content: JSON.stringify({ todos }) }));
  return registry;
}
