// BROKEN on purpose (one rule, as a learner breaks it): update empties the list before it checks the new one, so a
// refused update leaves no list at all, where the document leaves the one before it.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

const agent = makeTodoAgent();

export const { TOOLS, executeTool, agentLoop } = agent;

export function createTodoManager() {
  const manager = agent.createTodoManager();
  const update = manager.update.bind(manager);
  manager.update = (items) => {
    manager.items = []; // cleared first: whatever is refused below, the old list is gone
    return update(items);
  };
  return manager;
}
