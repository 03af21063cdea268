// Broken on purpose, two mistakes (an adversarial review's): TodoWrite.validateInput lets an unknown key through
// (sessionId), and never settles on a null input. The kit's probe of a validateInput that refuses nothing asks it
// inputs of its own, none a scenario's: the hang on null is CC02-07/input-null's alone, and the unknown key is still
// told as itself (the probe once hung on null first, and told the unknown key's scenario as that hang).
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';
const base = section15.build();
export const { sortTodos, renderTodos } = base;
export function createTodoTools(options) {
  const tools = base.createTodoTools(options);
  const orig = tools.TodoWrite.validateInput.bind(tools.TodoWrite);
  tools.TodoWrite.validateInput = async (input) => {
    if (input === null) { return new Promise(() => {}); }
    if (input && typeof input === 'object' && 'sessionId' in input) { const { sessionId, ...rest } = input; return orig(rest); }
    return orig(input);
  };
  return tools;
}
