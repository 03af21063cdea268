// Broken on purpose, one rule, as an adversarial review found the kit let it pass: Destructures each todo without checking it is an object: {"todos":[null]} throws a TypeError.
import { createTodoCommandFrom, validate, itemProblems } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';
const noObjectCheck = (input, limits) => {
  if (input && Array.isArray(input.todos)) {
    input.todos.forEach((item) => { const { content } = item; void content; });
  }
  return validate(input, limits);
};
export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate: noObjectCheck } });
