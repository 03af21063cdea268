/**
 * Entry point, and the plug-in contract of the kit's mini-claude-code-v2 profile:
 *
 *   createTodoManager()            a new, empty { update(items), render() }
 *   TOOLS                          the tool definitions sent to the model
 *   executeTool(name, input)       the content of the tool_result for one tool_use block
 *   agentLoop(messages, client)    the loop: asks client.messages.create until the model stops using tools
 *
 * Like the document's Python, the module holds ONE session (one todo list, one round counter): a fresh load of
 * this file is a fresh session. Read next: todo-manager.ts, tools.ts, agent-session.ts.
 */
import { createAgentSession } from './agent-session';

export { createTodoManager, TodoManager } from './todo-manager';
export { TOOLS, TODO_WRITE } from './tools';
export { INITIAL_REMINDER, NAG_REMINDER, createAgentSession } from './agent-session';
export type { ContentBlock, Message, ModelClient, ModelRequest, ModelResponse, TodoItem, TodoStatus, ToolDefinition } from './types';

const session = createAgentSession(); // the document's module globals: TODO, rounds_without_todo, first_message

export const executeTool = session.executeTool;
export const agentLoop = session.agentLoop;
