// Breaks F-003.W2: TodoWrite's input_schema requires "todo", a property no input has (a typo in "required"), so
// the schema rejects every input. Its "rejects" checks must not pass for that: their precondition does not hold.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const typoed = { ...todoWriteDefinition, input_schema: { ...todoWriteDefinition.input_schema, required: ['todo'] } };

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(typoed, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
