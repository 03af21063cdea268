// Breaks F-006.SIG: TodoWrite's handler resolves to the bare JSON text instead of { content }, and executeTool
// wraps it. Nothing throws, so the kit must call it failed (a wrong shape), not errored.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const write = createTodoWriteHandler(store);
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    const answer = await write(params);
    return answer.is_error ? answer : answer.content; // the success is a bare string
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (toolUseId, name, params) => {
    const tool = registry.getTool(name);
    if (!tool) return execute(toolUseId, name, params);
    const answer = await tool.handler(params);
    const { content, is_error } = typeof answer === 'string' ? { content: answer } : answer;
    return { type: 'tool_result', tool_use_id: toolUseId, content, ...(is_error ? { is_error } : {}) };
  };
  return registry;
}
