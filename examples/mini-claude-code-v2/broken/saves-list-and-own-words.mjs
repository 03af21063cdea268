// BROKEN on purpose, twice: the manager saves its list to a file that a new manager reads back (as
// saves-list-to-file.mjs), and its cap's error leaves out a word ("Max 20 todos", where the document says "Max 20
// todos allowed"). The list a scenario inherits is told where it may explain a failure (a new manager's render),
// and not where the words alone are wrong: the cap's check answered, and no list explains its words.
import { createTodoManager as createSavingManager } from './saves-list-to-file.mjs';

export { TOOLS, executeTool, agentLoop } from './saves-list-to-file.mjs';

export function createTodoManager() {
  const manager = createSavingManager();
  const update = manager.update.bind(manager);
  manager.update = (items) => {
    try {
      return update(items);
    } catch (error) {
      if (error instanceof Error && error.message === 'Max 20 todos allowed') throw new Error('Max 20 todos');
      throw error;
    }
  };
  return manager;
}
