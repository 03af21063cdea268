// Breaks CC-STORE.3 (the todos folder is made when missing): the learner writes the file straight into
// <config>/todos/ with writeFileSync, never making the folder, and with no catch around the write. Node opens the file
// to write it, so the write throws ENOENT at open, the very error a read of a missing file gives: the kit must say
// the folder was never made, not that a read threw.
// Everything else is examples/claude-code/correct/section-15.cjs.
import fs from 'node:fs';
import path from 'node:path';
import section15 from '../correct/section-15.cjs';

const { build } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  todosDir: (config) => path.join(config, 'todos'),
  writeTodos: (todos, file, parts) => fs.writeFileSync(file, parts.serialize(todos), { encoding: 'utf-8' }),
});
