// mini Claude Code v2's TodoWrite in TypeScript, in a functional style. It differs from the reference where the
// document allows: the manager is a closure rather than a class, TOOLS also lists a tool the kit never calls,
// the loop works on a copy of the conversation and returns it, and a refused TodoWrite answers "Error: …".

type Status = 'pending' | 'in_progress' | 'completed';
interface Todo { content: string; status: Status; activeForm: string }
type Block = { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: any } | { type: 'tool_result'; tool_use_id: string; content: string };
interface Message { role: 'user' | 'assistant'; content: string | Block[] }
interface Client { messages: { create(request: object): Promise<{ stop_reason: string; content: Block[] }> } }

const INITIAL_REMINDER = '<reminder>Use TodoWrite for multi-step tasks.</reminder>';
const NAG_REMINDER = '<reminder>10+ turns without todo update. Please update todos.</reminder>';
const VALID: readonly string[] = ['pending', 'in_progress', 'completed'];

const text = (value: unknown, fallback: string): string => (value === undefined ? fallback : String(value));

export function createTodoManager() {
  let todos: Todo[] = [];

  function render(): string {
    if (todos.length === 0) return 'No todos.';
    const mark = (t: Todo) => (t.status === 'completed' ? `[x] ${t.content}` : t.status === 'in_progress' ? `[>] ${t.content} <- ${t.activeForm}` : `[ ] ${t.content}`);
    const done = todos.filter((t) => t.status === 'completed').length;
    return [...todos.map(mark), '', `(${done}/${todos.length} completed)`].join('\n');
  }

  function update(items: Array<Record<string, unknown>>): string {
    const next = items.map((item, i): Todo => {
      const content = text(item.content, '').trim();
      const status = text(item.status, 'pending').toLowerCase();
      const activeForm = text(item.activeForm, '').trim();
      if (!content) throw new Error(`Item ${i}: content required`);
      if (!VALID.includes(status)) throw new Error(`Item ${i}: invalid status '${status}'`);
      if (!activeForm) throw new Error(`Item ${i}: activeForm required`);
      return { content, status: status as Status, activeForm };
    });
    if (next.length > 20) throw new Error('Max 20 todos allowed');
    if (next.filter((t) => t.status === 'in_progress').length > 1) throw new Error('Only one task can be in_progress at a time');
    todos = next;
    return render();
  }

  return { update, render };
}

export const TOOLS = [
  {
    name: 'read_file',
    description: 'Read a file of the workspace.',
    input_schema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  },
  {
    name: 'TodoWrite',
    description: 'Update the task list. Use to plan and track progress.',
    input_schema: {
      type: 'object',
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['content', 'status', 'activeForm'],
            properties: {
              content: { type: 'string' },
              status: { enum: ['pending', 'in_progress', 'completed'], type: 'string' },
              activeForm: { type: 'string' },
            },
          },
        },
      },
    },
  },
];

const todo = createTodoManager();
let roundsWithoutTodo = 0;
let firstMessage = true;

export function executeTool(name: string, input: { items: Array<Record<string, unknown>> }): string {
  if (name !== 'TodoWrite') return `Unknown tool: ${name}`;
  try {
    return todo.update(input.items);
  } catch (error) {
    return `Error: ${(error as Error).message}`;
  }
}

export async function agentLoop(messages: Message[], client: Client): Promise<Message[]> {
  const conversation = messages.map((m) => ({ ...m }));
  if (firstMessage) {
    const first = conversation.find((m) => m.role === 'user')!;
    const blocks: Block[] = typeof first.content === 'string' ? [{ type: 'text', text: first.content }] : [...first.content];
    first.content = [...blocks, { type: 'text', text: INITIAL_REMINDER }];
    firstMessage = false;
  }
  for (;;) {
    const response = await client.messages.create({ model: 'claude-sonnet-4-5', system: 'Plan with TodoWrite.', messages: conversation, tools: TOOLS, max_tokens: 8000 });
    conversation.push({ role: 'assistant', content: response.content });
    if (response.stop_reason !== 'tool_use') return conversation;

    const calls = response.content.filter((b): b is Extract<Block, { type: 'tool_use' }> => b.type === 'tool_use');
    const results: Block[] = calls.map((tc) => ({ type: 'tool_result', tool_use_id: tc.id, content: executeTool(tc.name, tc.input) }));
    roundsWithoutTodo = calls.some((tc) => tc.name === 'TodoWrite') ? 0 : roundsWithoutTodo + 1;
    conversation.push({ role: 'user', content: roundsWithoutTodo > 10 ? [{ type: 'text', text: NAG_REMINDER }, ...results] : results });
  }
}
