// Broken on purpose (an adversarial review's): TodoWrite.validateInput checks a todo's status, priority and content
// when todos is a list, and nothing else (no top level, no missing field). It refuses some things, so it is not told
// as refusing nothing: each scenario keeps its own rule's hint (the probe once said "refuses nothing" of it).
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';
const base = section15.build();
export const { sortTodos, renderTodos } = base;
// Checks values of status/priority when a list is given; checks nothing of the top level or missing fields.
export function createTodoTools(options) {
  const tools = base.createTodoTools(options);
  tools.TodoWrite.validateInput = (input) => {
    if (Array.isArray(input?.todos)) {
      for (const t of input.todos) {
        if (t && 'status' in t && !['pending','in_progress','completed'].includes(t.status)) return { result: false, message: 'bad status' };
        if (t && 'priority' in t && !['high','medium','low'].includes(t.priority)) return { result: false, message: 'bad priority' };
        if (t && t.content === '') return { result: false, message: 'Content cannot be empty' };
      }
    }
    return { result: true };
  };
  return tools;
}
