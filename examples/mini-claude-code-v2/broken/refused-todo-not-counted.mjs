// BROKEN on purpose (one rule, as a learner breaks it): Only a TodoWrite that update accepted resets the count, where the document resets it for any TodoWrite call, refused or not.
// Otherwise the same as examples/mini-claude-code-v2/correct/todo-agent.mjs.

export const INITIAL_REMINDER = '<reminder>Use TodoWrite for multi-step tasks.</reminder>';
export const NAG_REMINDER = '<reminder>10+ turns without todo update. Please update todos.</reminder>';

class TodoManager {
  constructor() {
    this.items = [];
  }

  update(items) {
    const validated = [];
    let inProgressCount = 0;

    items.forEach((item, i) => {
      const content = String(item.content ?? '').trim();
      const status = String(item.status ?? 'pending').toLowerCase();
      const activeForm = String(item.activeForm ?? '').trim();

      if (!content) throw new Error(`Item ${i}: content required`);
      if (!['pending', 'in_progress', 'completed'].includes(status)) throw new Error(`Item ${i}: invalid status '${status}'`);
      if (!activeForm) throw new Error(`Item ${i}: activeForm required`);

      if (status === 'in_progress') inProgressCount += 1;
      validated.push({ content, status, activeForm });
    });

    if (validated.length > 20) throw new Error('Max 20 todos allowed');
    if (inProgressCount > 1) throw new Error('Only one task can be in_progress at a time');

    this.items = validated;
    return this.render();
  }

  render() {
    if (this.items.length === 0) return 'No todos.';
    const lines = [];
    for (const item of this.items) {
      if (item.status === 'completed') lines.push(`[x] ${item.content}`);
      else if (item.status === 'in_progress') lines.push(`[>] ${item.content} <- ${item.activeForm}`);
      else lines.push(`[ ] ${item.content}`);
    }
    const completed = this.items.filter((t) => t.status === 'completed').length;
    lines.push(`\n(${completed}/${this.items.length} completed)`);
    return lines.join('\n');
  }
}

export function createTodoManager() {
  return new TodoManager();
}

export const TOOLS = [
  {
    name: 'TodoWrite',
    description: 'Update the task list. Use to plan and track progress.',
    input_schema: {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          maxItems: 20,
          items: {
            type: 'object',
            properties: {
              content: { type: 'string', minLength: 1, description: 'Task description' },
              status: { type: 'string', enum: ['pending', 'in_progress', 'completed'] },
              activeForm: { type: 'string', minLength: 1, description: "Present tense action, e.g. 'Reading files'" },
            },
            required: ['content', 'status', 'activeForm'],
            additionalProperties: false,
          },
        },
      },
      required: ['items'],
    },
  },
];

const TODO = new TodoManager();
let roundsWithoutTodo = 0;
let firstMessage = true;
let todoUpdated = false; // set by a TodoWrite that update accepted

export function executeTool(name, input) {
  if (name === 'TodoWrite') {
    try {
      const rendered = TODO.update(input.items);
      todoUpdated = true;
      return rendered;
    } catch (error) {
      return error.message;
    }
  }
  return `Unknown tool: ${name}`;
}

export async function agentLoop(messages, client) {
  if (firstMessage) {
    const first = messages.find((m) => m.role === 'user');
    const text = typeof first.content === 'string' ? [{ type: 'text', text: first.content }] : first.content;
    first.content = [{ type: 'text', text: INITIAL_REMINDER }, ...text];
    firstMessage = false;
  }

  while (true) {
    const response = await client.messages.create({ model: 'claude-sonnet-4-5', system: 'You are a coding agent.', messages, tools: TOOLS, max_tokens: 8000 });

    if (response.stop_reason !== 'tool_use') {
      messages.push({ role: 'assistant', content: response.content });
      return messages;
    }

    const results = [];
    todoUpdated = false;
    for (const tc of response.content.filter((block) => block.type === 'tool_use')) {
      results.push({ type: 'tool_result', tool_use_id: tc.id, content: executeTool(tc.name, tc.input) });
    }

    roundsWithoutTodo = todoUpdated ? 0 : roundsWithoutTodo + 1;
    messages.push({ role: 'assistant', content: response.content });
    if (roundsWithoutTodo > 10) results.unshift({ type: 'text', text: NAG_REMINDER });
    messages.push({ role: 'user', content: results });
  }
}
