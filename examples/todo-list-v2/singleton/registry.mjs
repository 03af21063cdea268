// A singleton-style implementation, as many tutorials write it: one registry and one list per module.
// The kit needs a new registry per scenario; adapter.mjs gets one by loading this module afresh.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const store = { todos: [] };

export const registry = new ToolRegistry();
registry.register(todoWriteDefinition, createTodoWriteHandler(store));
registry.register(todoReadDefinition, createTodoReadHandler(store));
