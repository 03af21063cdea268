// The correct TodoWrite agent of ../correct/todo-agent.mjs, cut into named parts, for the broken samples: each of
// them changes one part (the one rule it breaks) and keeps the others, so that the one wrong thing is all it shows.
//
// Built by a function, not kept in module globals as the document (and correct/todo-agent.mjs) does: the kit loads
// a sample afresh for every scenario, but a module the sample imports only once. So the state (the manager, the
// rounds without TodoWrite, the first-message flag) lives in what makeTodoAgent() makes, and a sample that calls it
// at its top level gets fresh state on every load, as a module of the document's shape does.
// correct/made-of-parts.mjs is makeTodoAgent() with no change: the kit passes it, as it passes correct/todo-agent.mjs.

import { INITIAL_REMINDER, NAG_REMINDER, TOOLS } from '../correct/todo-agent.mjs';

export { INITIAL_REMINDER, NAG_REMINDER };

/**
 * An executeTool part: TodoWrite's answer is update's, and a refusal is answered with `onError(error)` (the correct
 * agent's: its message; `agent` is passed too); any other tool is unknown. A broken sample changes only what a
 * refusal becomes.
 */
export function executeToolAnswering(onError) {
  return (agent, name, input) => {
    if (name !== 'TodoWrite') return `Unknown tool: ${name}`;
    try {
      return agent.todo.update(input.items);
    } catch (error) {
      return onError(error, agent);
    }
  };
}

/** The parts, as correct/todo-agent.mjs has them. `agent` is what makeTodoAgent made: its state and its parts. */
export const standardParts = {
  /** One item as update() reads it: stripped, the status lower-cased. (`i` and `items` are passed too, for a sample that looks further.) */
  clean(item) {
    return {
      content: String(item.content ?? '').trim(),
      status: String(item.status ?? 'pending').toLowerCase(),
      activeForm: String(item.activeForm ?? '').trim(),
    };
  },

  /** The checks of one item, in the document's order; `i` counts from 0, as enumerate() does. */
  check({ content, status, activeForm }, i) {
    if (!content) throw new Error(`Item ${i}: content required`);
    if (!['pending', 'in_progress', 'completed'].includes(status)) throw new Error(`Item ${i}: invalid status '${status}'`);
    if (!activeForm) throw new Error(`Item ${i}: activeForm required`);
  },

  /** The checks of the whole list, once every item passed; then the list is stored. */
  limits(validated, inProgressCount, manager) {
    if (validated.length > 20) throw new Error('Max 20 todos allowed');
    if (inProgressCount > 1) throw new Error('Only one task can be in_progress at a time');
    manager.items = validated;
  },

  /** What update() answers once the list is stored: the rendered list. */
  answer(manager) {
    return manager.render();
  },

  /** What render() draws for an empty list. */
  empty: 'No todos.',

  line(item) {
    if (item.status === 'completed') return `[x] ${item.content}`;
    if (item.status === 'in_progress') return `[>] ${item.content} <- ${item.activeForm}`;
    return `[ ] ${item.content}`;
  },

  tally(items) {
    const completed = items.filter((t) => t.status === 'completed').length;
    return `\n(${completed}/${items.length} completed)`;
  },

  /** The document's tool definition, with the limits correct/todo-agent.mjs adds (its TOOLS, not a copy). */
  tools: TOOLS,

  executeTool: executeToolAnswering((error) => error.message),

  /** At the start of agentLoop: the initial reminder, before the user's text of the first message only. */
  remind(agent, messages) {
    if (!agent.firstMessage) return;
    const first = messages.find((m) => m.role === 'user');
    const text = typeof first.content === 'string' ? [{ type: 'text', text: first.content }] : first.content;
    first.content = [{ type: 'text', text: INITIAL_REMINDER }, ...text];
    agent.firstMessage = false;
  },

  /** One round's tool calls: their results, and whether the round used TodoWrite (refused or not, it counts). */
  runTools(agent, toolUses) {
    const results = toolUses.map((tc) => ({ type: 'tool_result', tool_use_id: tc.id, content: agent.parts.executeTool(agent, tc.name, tc.input) }));
    return { results, usedTodo: toolUses.some((tc) => tc.name === 'TodoWrite') };
  },

  /** The user's turn after a round: the nag first when more than 10 rounds went without TodoWrite, then the results. */
  reply(agent, messages, results) {
    if (agent.roundsWithoutTodo > 10) results.unshift({ type: 'text', text: NAG_REMINDER });
    messages.push({ role: 'user', content: results });
  },

  /** A response that is not tool_use ends the loop: it is kept as the assistant's message. */
  finish(messages, response) {
    messages.push({ role: 'assistant', content: response.content });
  },
};

/** The module's exports (createTodoManager, TOOLS, executeTool, agentLoop), with fresh state, and `changes` in place of those parts. */
export function makeTodoAgent(changes = {}) {
  const parts = { ...standardParts, ...changes };

  class TodoManager {
    constructor() {
      this.items = [];
    }

    update(items) {
      const validated = [];
      let inProgressCount = 0;
      items.forEach((item, i) => {
        const todo = parts.clean(item, i, items);
        parts.check(todo, i);
        if (todo.status === 'in_progress') inProgressCount += 1;
        validated.push(todo);
      });
      parts.limits(validated, inProgressCount, this);
      return parts.answer(this);
    }

    render() {
      if (this.items.length === 0) return parts.empty;
      return [...this.items.map(parts.line), parts.tally(this.items)].join('\n');
    }
  }

  const agent = { parts, todo: new TodoManager(), roundsWithoutTodo: 0, firstMessage: true };

  async function agentLoop(messages, client) {
    parts.remind(agent, messages);
    while (true) {
      const response = await client.messages.create({ model: 'claude-sonnet-4-5', system: 'You are a coding agent.', messages, tools: parts.tools, max_tokens: 8000 });
      if (response.stop_reason !== 'tool_use') {
        parts.finish(messages, response);
        return messages;
      }
      const { results, usedTodo } = parts.runTools(agent, response.content.filter((block) => block.type === 'tool_use'));
      agent.roundsWithoutTodo = usedTodo ? 0 : agent.roundsWithoutTodo + 1;
      messages.push({ role: 'assistant', content: response.content });
      parts.reply(agent, messages, results);
    }
  }

  return {
    createTodoManager: () => new TodoManager(),
    TOOLS: parts.tools,
    executeTool: (name, input) => parts.executeTool(agent, name, input),
    agentLoop,
  };
}
