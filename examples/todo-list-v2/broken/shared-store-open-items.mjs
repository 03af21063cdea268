// Broken on purpose, two rules, as a learner's registry had them (helper 110): one module-level list shared by
// every registry createRegistry() returns (F-002.R1), and TodoWrite's items without additionalProperties: false
// (F-003.W3). The list each scenario inherits explains the failures of calls, never the schema's: a schema is the
// same whatever a list holds.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const store = { todos: [] };

const items = todoWriteDefinition.input_schema.properties.todos.items;
const openItems = {
  ...todoWriteDefinition,
  input_schema: {
    ...todoWriteDefinition.input_schema,
    properties: { todos: { ...todoWriteDefinition.input_schema.properties.todos, items: { ...items, additionalProperties: true } } },
  },
};

export function createRegistry() {
  const registry = new ToolRegistry();
  registry.register(openItems, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
