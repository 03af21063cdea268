/**
 * The PRD's runnable example (`npm run demo`): a scripted agent loop. No real LLM is called (PRD 1.3): a fake
 * model replays the tool_use blocks a model would send, the registry runs them, and each tool_result is printed,
 * with the todo list drawn the way a terminal agent shows it.
 *
 * The loop is the real one: definitions go to the model, tool_use blocks come back, every block is run through
 * executeTool (blocks of one turn at once, as parallel tool use), and the tool_result blocks go back to the
 * model in a single user message.
 */
import type { MessageParam, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages';
import { createRegistry, type Todo, type ToolResult } from '../src/todo-list-v2';

// The blocks below are typed with the official SDK's types (a dev dependency, for types only): what the fake model
// sends is exactly what a real model's response holds, and what goes back type-checks as a real request's message.

/** One turn of the fake model: what it says, and the tools it calls. */
interface ModelTurn {
  text: string;
  toolUses: ToolUseBlock[];
}

const plan: Todo[] = [
  { content: 'Read the failing test', status: 'in_progress', activeForm: 'Reading the failing test' },
  { content: 'Fix the off-by-one error', status: 'pending', activeForm: 'Fixing the off-by-one error' },
  { content: 'Run the test suite', status: 'pending', activeForm: 'Running the test suite' },
];
const advanced: Todo[] = [{ ...plan[0]!, status: 'completed' }, { ...plan[1]!, status: 'in_progress' }, plan[2]!];

const toolUse = (id: string, name: string, input: Record<string, unknown>): ToolUseBlock => ({
  type: 'tool_use',
  id,
  name,
  input,
  caller: { type: 'direct' },
});

const SCRIPT: ModelTurn[] = [
  { text: "I'll plan the work before I start.", toolUses: [toolUse('toolu_01_plan', 'TodoWrite', { todos: plan })] },
  { text: 'The test expects 10 items; the loop stops at 9. Moving on.', toolUses: [toolUse('toolu_02_advance', 'TodoWrite', { todos: advanced })] },
  { text: 'Let me check where I am.', toolUses: [toolUse('toolu_03_read', 'TodoRead', {})] },
  {
    text: 'Two calls at once: one to a tool that does not exist, one with a bad status.',
    toolUses: [
      toolUse('toolu_04_unknown', 'TodoDelete', { index: 0 }),
      toolUse('toolu_05_invalid', 'TodoWrite', { todos: [{ content: 'Run the test suite', status: 'done', activeForm: 'Running' }] }),
    ],
  },
  { text: 'Everything is done; clearing the list.', toolUses: [toolUse('toolu_06_clear', 'TodoWrite', { todos: [] })] },
];

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

/** The list as a terminal agent draws it: ☒ done (struck through), ☐ in progress (bold), ☐ pending. */
function drawTodos(todos: Todo[]): string {
  if (todos.length === 0) return '  ⎿  (no todos)';
  const lines = todos.map((todo) => {
    if (todo.status === 'completed') return `☒ ${paint('9;2', todo.content)}`;
    if (todo.status === 'in_progress') return `☐ ${paint('1', todo.content)}`;
    return `☐ ${todo.content}`;
  });
  const active = todos.find((todo) => todo.status === 'in_progress');
  const spinner = active ? `\n  ${paint('33', `✻ ${active.activeForm}…`)}` : '';
  return `  ⎿  ${lines.join('\n     ')}${spinner}`;
}

/** What the agent draws after a call: the list written, or the list read. */
function listShownBy(block: ToolUseBlock, result: ToolResult): Todo[] | undefined {
  if (result.is_error) return undefined;
  if (block.name === 'TodoWrite') return (block.input as { todos: Todo[] }).todos;
  if (block.name === 'TodoRead') return (JSON.parse(result.content) as { todos: Todo[] }).todos;
  return undefined;
}

async function main(): Promise<void> {
  const registry = createRegistry();
  const tools = registry.getToolDefinitions();
  console.log(`Tools sent to the model: ${tools.map((tool) => tool.name).join(', ')}\n`);

  for (const turn of SCRIPT) {
    console.log(`${paint('36', 'model')}  ${turn.text}`);
    // Every tool_use block of a turn runs at once; tool_use_id keeps each answer with its question.
    const results = await Promise.all(turn.toolUses.map((block) => registry.executeTool(block.id, block.name, block.input as Record<string, unknown>)));
    turn.toolUses.forEach((block, i) => {
      const result = results[i]!;
      console.log(`⏺ ${block.name}(${JSON.stringify(block.input).slice(0, 70)}${JSON.stringify(block.input).length > 70 ? '…' : ''})`);
      const list = listShownBy(block, result);
      if (list) console.log(drawTodos(list));
      console.log(paint(result.is_error ? '31' : '2', `  tool_result ${JSON.stringify(result)}`));
    });
    // The next request to the model carries these results in one user message.
    const nextUserMessage: MessageParam = { role: 'user', content: results };
    console.log(paint('2', `  → back to the model: a user message with ${nextUserMessage.content.length} tool_result block(s)\n`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
