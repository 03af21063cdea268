/**
 * Entry point: `createRegistry()` wires the pieces together, the way an agent does once at start-up.
 *
 *   const registry = createRegistry();
 *   const tools = registry.getToolDefinitions();          // send these to the model
 *   const result = await registry.executeTool(block.id, block.name, block.input);  // for each tool_use block
 *
 * This function is also the plug-in contract of the conformance kit: any module exporting a `createRegistry`
 * that returns a fresh registry, with both tools registered and an empty list, can be verified by it.
 */
import { ToolRegistry } from './registry';
import { TodoStore } from './store';
import { createTodoReadHandler, todoReadDefinition } from './tools/todo-read';
import { createTodoWriteHandler, todoWriteDefinition } from './tools/todo-write';

export function createRegistry(): ToolRegistry {
  const store = new TodoStore(); // one list per registry: two registries never share tasks
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}

// The shapes an agent loop works with. (Types only: they vanish at run time, so they cost nothing.)
export type { RegisteredTool, ToolRegistry } from './registry';
export type { Todo, TodoStatus, ToolDefinition, ToolHandler, ToolHandlerResult, ToolResult } from './types';
