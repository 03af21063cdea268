// BROKEN on purpose (one rule, as a learner breaks it): Only a TodoWrite that update accepted resets the count, where the document resets it for any TodoWrite call, refused or not.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  runTools(agent, toolUses) {
    let accepted = false; // only a TodoWrite that update accepted counts
    const results = toolUses.map((tc) => {
      let content;
      if (tc.name !== 'TodoWrite') content = agent.parts.executeTool(agent, tc.name, tc.input);
      else {
        try {
          content = agent.todo.update(tc.input.items);
          accepted = true;
        } catch (error) {
          content = error.message;
        }
      }
      return { type: 'tool_result', tool_use_id: tc.id, content };
    });
    return { results, usedTodo: accepted };
  },
});
