// Breaks F-003.W2 (minLength: 1): the schema lets an empty content or activeForm through.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const item = todoWriteDefinition.input_schema.properties.todos.items;
const looseDefinition = {
  ...todoWriteDefinition,
  input_schema: {
    ...todoWriteDefinition.input_schema,
    properties: {
      todos: { type: 'array', items: { ...item, properties: { ...item.properties, content: { type: 'string' }, activeForm: { type: 'string' } } } },
    },
  },
};

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(looseDefinition, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
