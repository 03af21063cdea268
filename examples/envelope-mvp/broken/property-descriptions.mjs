// Broken on purpose under --strict: the parameters' descriptions are the implementation's own words (one of them
// says the opposite of design 3.2: todos are added to the list). The default run judges the schema by meaning and
// passes it; only --strict, which holds the document's texts, fails it.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const definition = structuredClone(tool.definition);
  const { summary, todos } = definition.parameters.properties;
  summary.description = 'Overall task summary.';
  todos.description = 'Todos to add to the existing list.';
  todos.items.properties.id.description = 'Todo id.';
  return { ...tool, definition };
}
