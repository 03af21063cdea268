/**
 * One agent session: a TodoManager, the tool dispatch, and the agent loop with its two reminders.
 *
 * The document keeps all of this in module globals (TODO, rounds_without_todo, first_message); index.ts does the
 * same by making one session when the module loads. Building it with a function keeps the state in one visible
 * place, and lets a test make as many independent sessions as it likes.
 */
import { TodoManager } from './todo-manager';
import { TOOLS } from './tools';
import type { Message, ModelClient, TextBlock, ToolResultBlock, ToolUseBlock } from './types';

/** Added once, to the first user message: "there is a todo tool here, use it". */
export const INITIAL_REMINDER = '<reminder>Use TodoWrite for multi-step tasks.</reminder>';
/** Added to a round's tool results once the model has gone more than 10 rounds without TodoWrite. */
export const NAG_REMINDER = '<reminder>10+ turns without todo update. Please update todos.</reminder>';

const NAG_AFTER_ROUNDS = 10; // the nag comes when the count is MORE than this: from the 11th round on

const MODEL = 'claude-sonnet-4-5';
const SYSTEM = 'You are a coding agent. Plan multi-step work with TodoWrite and keep it up to date.';

export interface AgentSession {
  executeTool(name: string, input: unknown): string;
  agentLoop(messages: Message[], client: ModelClient): Promise<Message[]>;
}

export function createAgentSession(): AgentSession {
  const todo = new TodoManager();
  let roundsWithoutTodo = 0; // counts across calls of agentLoop: the whole session, as the document's global
  let firstMessage = true;

  /** Run one tool call; the answer is the tool_result's content. It never throws: errors go back to the model. */
  function executeTool(name: string, input: unknown): string {
    if (name === 'TodoWrite') {
      try {
        return todo.update((input as { items: unknown[] }).items);
      } catch (error) {
        // The messages ("Item 2: activeForm required") are written for the model: let it read one and retry.
        return `Error: ${(error as Error).message}`;
      }
    }
    return `Unknown tool: ${name}`;
  }

  /** The first user message of the session gets INITIAL_REMINDER as one more text block. */
  function addInitialReminder(messages: Message[]): void {
    const first = messages.find((message) => message.role === 'user')!; // a conversation starts with the user
    first.content.push({ type: 'text', text: INITIAL_REMINDER });
  }

  async function agentLoop(messages: Message[], client: ModelClient): Promise<Message[]> {
    if (firstMessage) {
      addInitialReminder(messages);
      firstMessage = false;
    }

    for (;;) {
      const response = await client.messages.create({ model: MODEL, system: SYSTEM, messages, tools: TOOLS, max_tokens: 8000 });

      // The model is done (end_turn, max_tokens, ...): keep its answer and hand the conversation back.
      if (response.stop_reason !== 'tool_use') {
        messages.push({ role: 'assistant', content: response.content });
        return messages;
      }

      // Run every tool call of this round, in order; each answer carries the id of the call it answers.
      const results: Array<ToolResultBlock | TextBlock> = [];
      let usedTodo = false;
      for (const block of response.content) {
        if (block.type !== 'tool_use') continue;
        const call: ToolUseBlock = block;
        results.push({ type: 'tool_result', tool_use_id: call.id, content: executeTool(call.name, call.input) });
        if (call.name === 'TodoWrite') usedTodo = true; // a call counts, even one whose update was refused
      }

      roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1;

      messages.push({ role: 'assistant', content: response.content });

      // The nag goes FIRST in this round's results, inside the same user message: never a message of its own,
      // because the API wants user and assistant to alternate.
      if (roundsWithoutTodo > NAG_AFTER_ROUNDS) results.unshift({ type: 'text', text: NAG_REMINDER });

      messages.push({ role: 'user', content: results });
    }
  }

  return { executeTool, agentLoop };
}
