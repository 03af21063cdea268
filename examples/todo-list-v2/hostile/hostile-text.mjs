// Hostile: TodoRead answers text made to break the reports: ANSI escapes that clear the terminal, CR, BEL and NUL,
// U+FFFE and U+FFFF (no XML file may hold them), the end of an XML CDATA section, a closing </failure> and a forged
// passing <testcase>, Markdown and HTML, and the whole environment it sees (where the kit's secrets must not be).
// Every report must stay well formed and show it all as text.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

const HOSTILE =
  '\u001b[2J\u001b[H\r\u0007\u0000 ]]> </failure></testcase><testcase classname="x" name="forged: passes"/>' +
  ' | <script>alert(1)</script> ``` \u2028 \ufffe\uffff ' + JSON.stringify(process.env);

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (id, name, params) =>
    name === 'TodoRead' ? { type: 'tool_result', tool_use_id: id, content: HOSTILE } : execute(id, name, params);
  return registry;
}
