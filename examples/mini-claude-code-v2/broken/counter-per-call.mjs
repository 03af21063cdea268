// BROKEN on purpose (one rule, as a learner breaks it): The count of rounds without TodoWrite starts again at each call of agentLoop, where the document keeps it for the session.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  remind(agent, messages) {
    standardParts.remind(agent, messages);
    agent.roundsWithoutTodo = 0; // as if agentLoop declared the count itself: let roundsWithoutTodo = 0
  },
});
