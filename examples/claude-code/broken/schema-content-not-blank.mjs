// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-SCHEMA.2 / CC-IN.7: inputSchema content has pattern \S, so " " is refused by the schema (validateInput unchanged)
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build, defaults } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  itemSchema: { ...defaults.itemSchema, properties: { ...defaults.itemSchema.properties, content: { type: 'string', minLength: 1, pattern: '\\S' } } },
});
