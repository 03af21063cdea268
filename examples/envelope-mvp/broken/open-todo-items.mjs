// Broken on purpose: a todo item's schema leaves out `additionalProperties: false`, so the model may send keys the
// design does not have. Its properties keep their descriptions, which the design leaves free: the failure names
// only what is missing.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const { definition } = tool;
  const todos = definition.parameters.properties.todos;
  const { additionalProperties: _dropped, ...items } = todos.items;
  const parameters = { ...definition.parameters, properties: { ...definition.parameters.properties, todos: { ...todos, items } } };
  return { ...tool, definition: { ...definition, parameters } };
}
