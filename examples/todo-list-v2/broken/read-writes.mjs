// Breaks F-002.S1 (TodoRead is read-only): a TodoRead that "helpfully" saves the todos it is sent.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoWriteHandler, todoReadDefinition, todoWriteDefinition, validateTodoWrite } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, async (params) => {
    if (params.todos !== undefined && !validateTodoWrite(params)) store.todos = params.todos;
    return { content: JSON.stringify({ todos: store.todos }) };
  });
  return registry;
}
