// looks-outside-at-load.cjs as an ES module, as Claude Code 1.0.0's bundle is: with fs imported as a namespace, its
// stack names the look "Module.existsSync" where a CommonJS module's says "Object.existsSync", and the kit read only
// the second as a look (helper 109's run of the bundle was told to move imports it does not have).
import * as fs from 'node:fs';
import section15 from '../correct/section-15.cjs';

export const managed = fs.existsSync('/etc/todo-kit-sample/managed-settings.json'); // throws in the sandbox
export const { createTodoTools, sortTodos, renderTodos } = section15;
