// Correct: the factory on the module's default export (`export default { createTodoWriteTool }`), the ES-module form
// of a CommonJS module.exports, which the profile's page allows: found there at every reset, not only when the kit
// checks the exports at the start.
import { createTodoWriteTool } from './todo-write.mjs';

export default { createTodoWriteTool };
