// Broken on purpose: the block counter lives at module level, so it is not counted per session.
// A wrapper of examples/envelope-mvp/correct/todo-write.mjs, every session given the module's one counter.
import { createTodoWriteTool as correct } from '../correct/todo-write.mjs';

const counter = { blocks: 0 }; // one counter for the whole module

export const createTodoWriteTool = (options) => correct({ ...options, counter });
