// Breaks F-001.E2 (literal reading: null is present and not an array): todos: null answers "required".
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition, validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => (params.todos == null ? "'todos' array is required" : validateTodoWrite(params));

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store, validate));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
