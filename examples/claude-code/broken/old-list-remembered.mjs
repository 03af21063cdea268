// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-WRITE.1: oldTodos is the list this tools instance last wrote for the agent (remembered), not the file as stored
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
const base = build();
export const { sortTodos, renderTodos } = base;
export function createTodoTools(opts) {
  const tools = base.createTodoTools(opts);
  const written = new Map();
  const call = tools.TodoWrite.call;
  tools.TodoWrite.call = async function* (input, ctx) {
    for await (let m of call.call(this, input, ctx)) {
      if (m.type === 'result' && written.has(ctx.agentId)) m = { ...m, data: { ...m.data, oldTodos: written.get(ctx.agentId) } };
      written.set(ctx.agentId, input.todos);
      yield m;
    }
  };
  return tools;
}
