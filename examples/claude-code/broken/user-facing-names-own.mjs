// Broken on purpose: the names shown to the user are the port's own, "Update todo list" and "Read todo list", where
// the analysis has userFacingName() answer "Update Todos" and "Read Todos" (CC-TOOL.1, CC-TOOL.2): the transcript
// a user reads names the tools otherwise. Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  tools.TodoWrite.userFacingName = () => 'Update todo list';
  tools.TodoRead.userFacingName = () => 'Read todo list';
  return tools;
}
