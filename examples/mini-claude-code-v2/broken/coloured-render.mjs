// BROKEN on purpose (one rule, as a learner breaks it): render() colours each line for a terminal (ANSI escape codes),
// where the document's text is plain, for the model to read. Every text that shows the list differs for that one
// reason: the kit must say so once, and never take the colours for a list that changed.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

const GREY = '\u001b[90m';
const RESET = '\u001b[0m';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  line: (item) => `${GREY}${standardParts.line(item)}${RESET}`,
});
