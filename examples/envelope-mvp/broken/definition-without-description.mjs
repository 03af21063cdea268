// Broken on purpose, one rule: ENV-DEF.2, the definition describes the tool. This port's definition has a name,
// parameters and a description left empty, to be written later: the model is offered a tool it is told nothing about.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  return { ...tool, definition: { ...tool.definition, description: '' } };
}
