// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-SCHEMA.2: item schema without type: 'object' (a string todo passes the schema)
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build, defaults } = section15;
const { type, ...itemSchema } = defaults.itemSchema;
export const { createTodoTools, sortTodos, renderTodos } = build({ itemSchema });
