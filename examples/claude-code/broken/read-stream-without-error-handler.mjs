// Broken on purpose, as a learner wrote it: the list is read through a stream, with a 'data' and an 'end' handler and
// no 'error' one, so a missing file (ENOENT) or a folder in its place (EISDIR) is an unhandled 'error' event, and the
// process dies during the call. One mistake: every crash it causes while TodoWrite reads the old list is one cause,
// whatever todos the call carried (CC06-02's contents hold ": ", which a cause's grouping once took for the end of
// the call, splitting that scenario off as a cause of its own); the folder in the file's place (CC03-10) dies
// of another error, EISDIR, told apart.
// Everything else is examples/claude-code/correct/section-15.cjs.
import { createReadStream } from 'node:fs';
import section15 from '../correct/section-15.cjs';

const { build } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  readTodos(file, parts) {
    return new Promise((resolve) => {
      let text = '';
      const stream = createReadStream(file, 'utf8');
      stream.on('data', (chunk) => (text += chunk));
      stream.on('end', () => {
        try {
          resolve(parts.parseList(JSON.parse(text), parts));
        } catch (error) {
          console.error(error);
          resolve([]);
        }
      });
    });
  },
});
