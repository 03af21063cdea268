// BROKEN on purpose, as a public variant of the document does: the manager saves its list to .claude/todos.json in
// the current folder after every update, and a new manager reads it back, so a new session does not start empty.
// The kit finds it before the first scenario (an update, a new session, a render) and says so in every scenario that
// inherits items. Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

const agent = makeTodoAgent();
const FILE = '.claude/todos.json';

export const { TOOLS, executeTool, agentLoop } = agent;

export function createTodoManager() {
  const manager = agent.createTodoManager();
  if (existsSync(FILE)) manager.items = JSON.parse(readFileSync(FILE, 'utf8'));
  const update = manager.update.bind(manager);
  manager.update = (items) => {
    const text = update(items);
    mkdirSync('.claude', { recursive: true });
    writeFileSync(FILE, JSON.stringify(manager.items));
    return text;
  };
  return manager;
}
