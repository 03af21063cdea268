// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-READ.2: TodoRead normalises the file: after a successful read it saves the list back (same serializer)
// Everything else is examples/claude-code/correct/section-15.cjs.
import fs from 'node:fs';
import section15 from '../correct/section-15.cjs';

const { build, defaults } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  readTodos(file, parts) {
    const list = defaults.readTodos(file, parts);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) {
      try { parts.parseList(JSON.parse(fs.readFileSync(file, 'utf-8')), parts); fs.writeFileSync(file, parts.serialize(list)); } catch {}
    }
    return list;
  },
});
