// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-IN.10: validateInput writes a valid input straight away (for agent "main"), a side effect
// Everything else is examples/claude-code/correct/section-15.cjs.
import fs from 'node:fs';
import path from 'node:path';
import section15 from '../correct/section-15.cjs';

const { build } = section15;
const base = build();
export const { sortTodos, renderTodos } = base;
export function createTodoTools(opts) {
  const tools = base.createTodoTools(opts);
  const v = tools.TodoWrite.validateInput;
  const config = opts.configDir ?? process.env.CLAUDE_CONFIG_DIR;
  tools.TodoWrite.validateInput = (input) => {
    const r = v(input);
    if (r.result) { const dir = path.join(config, 'todos'); fs.mkdirSync(dir, { recursive: true }); fs.writeFileSync(path.join(dir, `${opts.sessionId}-agent-main.json`), JSON.stringify(input.todos, null, 2)); }
    return r;
  };
  return tools;
}
