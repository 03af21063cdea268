/**
 * Sorting and display (analysis 2.2, 5): the optional exports sortTodos(todos) and renderTodos(todos). The order is
 * the analysis's YJ1: completed first, then in progress, then pending; within a status, high before medium before
 * low. A scenario that needs an export the implementation lacks is skipped (@needs:).
 */
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import { todosOf, type ClaudeCodeWorld, type Todo } from './world';

function ids(world: ClaudeCodeWorld, fallback: string): string[] {
  return world.requirements.length > 0 ? world.requirements : [fallback];
}

const sorted = new WeakMap<ClaudeCodeWorld, { input: Todo[]; output: unknown }>();
const rendered = new WeakMap<ClaudeCodeWorld, { input: Todo[]; output: unknown }>();

When('the kit sorts the todos:', async function (this: ClaudeCodeWorld, table: DataTable) {
  const todos = todosOf(table);
  sorted.set(this, { input: todos, output: await this.implementation.request('sortTodos', { todos }, 'sortTodos(todos)') });
});

Then('the sorted ids are {string}', function (this: ClaudeCodeWorld, list: string) {
  const result = sorted.get(this);
  if (!result) throw new Error('kit error: sort the todos first');
  const expected = list.split(',').map((s) => s.trim());
  const output = result.output;
  if (!Array.isArray(output)) {
    fail({
      requirements: ids(this, 'CC-DISP.1'),
      summary: 'sortTodos(todos) did not return an array of todos',
      call: { name: 'sortTodos', input: result.input },
      expected: 'an array',
      actual: output,
      diff: [],
    });
  }
  const actual = output.map((t) => (t as { id?: unknown } | null)?.id);
  if (JSON.stringify(actual) === JSON.stringify(expected)) return;
  fail({
    requirements: ids(this, 'CC-DISP.1'),
    summary: 'sortTodos(todos) does not give the order of the analysis',
    call: { name: 'sortTodos', input: result.input },
    expected: expected.join(', '),
    actual: actual.join(', '),
    diff: [],
    ...orderMistake(output),
  });
});

const STATUS_RANK: Record<string, number> = { completed: 0, in_progress: 1, pending: 2 };

/**
 * What is wrong with todos given in an order that is not the analysis's: the statuses out of their order (another
 * status rank, or priority sorted first), else the order within a status. One mistake, one hint and one cause in
 * every scenario that shows it, sortTodos's and renderTodos's alike (a render shows the sort's order): the ids and
 * contents differ from one scenario to the next, and would otherwise make each scenario a cause of its own.
 */
function orderMistake(todos: unknown[]): { hint: string; cause: string } {
  const ranks = todos.map((todo) => STATUS_RANK[String((todo as Todo | null)?.status)] ?? -1);
  return ranks.some((rank, i) => i > 0 && rank < ranks[i - 1]!)
    ? {
        hint: 'the statuses go completed, then in_progress, then pending, whatever the priorities: qa0 = { completed: 0, in_progress: 1, pending: 2 } is compared first, and sort puts the smallest rank first.',
        cause: 'status-order-wrong',
      }
    : {
        hint: 'sort by status rank first; only when two todos have the same status, by priority rank (high 0, medium 1, low 2). Array.prototype.sort is stable: equal todos keep their order.',
        cause: 'order-within-status-wrong',
      };
}

When('the kit renders the todos:', async function (this: ClaudeCodeWorld, table: DataTable) {
  const todos = todosOf(table);
  rendered.set(this, { input: todos, output: await this.implementation.request('renderTodos', { todos }, 'renderTodos(todos)') });
});

When('the kit renders the empty list', async function (this: ClaudeCodeWorld) {
  rendered.set(this, { input: [], output: await this.implementation.request('renderTodos', { todos: [] }, 'renderTodos([])') });
});

function renderedText(world: ClaudeCodeWorld): { input: Todo[]; text: string } {
  const result = rendered.get(world);
  if (!result) throw new Error('kit error: render the todos first');
  if (typeof result.output !== 'string') {
    fail({
      requirements: ids(world, 'CC-DISP.3'),
      summary: 'renderTodos(todos) did not return a string',
      call: { name: 'renderTodos', input: result.input },
      expected: 'a string',
      actual: result.output,
      diff: [],
      hint: "the kit's contract asks for the text a terminal shows: a string, one line per todo (the analysis renders React elements; keep that for your UI).",
    });
  }
  return { input: result.input, text: result.output };
}

Then('the rendering is {string}', function (this: ClaudeCodeWorld, expected: string) {
  const { input, text } = renderedText(this);
  if (text.trim() === expected) return;
  fail({
    requirements: ids(this, 'CC-DISP.3'),
    summary: 'renderTodos does not show the text of the analysis',
    call: { name: 'renderTodos', input },
    expected,
    actual: text,
    diff: [],
    hint: text.includes(expected)
      ? `the text is there, with more around it: renderTodos is ka0's rendering alone, "${expected}" and nothing else (a prefix such as "⎿" is the tool result's frame, not the list's).`
      : `an empty list shows "${expected}", with its parentheses, instead of nothing.`,
  });
});

/** The implementation's own sortTodos of `todos`, where it has one and it answers a list; else undefined. */
async function theirSort(world: ClaudeCodeWorld, todos: Todo[]): Promise<unknown[] | undefined> {
  if (!world.implementation.capabilities.includes('sortTodos')) return undefined;
  try {
    const output = await world.implementation.request('sortTodos', { todos }, 'sortTodos(todos)');
    return Array.isArray(output) ? output : undefined;
  } catch {
    return undefined; // its own scenarios say why
  }
}

Then('the rendering shows, in this order:', async function (this: ClaudeCodeWorld, table: DataTable) {
  const { input, text } = renderedText(this);
  const expected = table.hashes().map((row) => row.content ?? '');
  const positions = expected.map((content) => text.indexOf(content));
  const missing = expected.filter((_, i) => positions[i]! < 0);
  const inOrder = positions.every((p, i) => i === 0 || p > positions[i - 1]!);
  if (missing.length === 0 && inOrder) return;
  const shown = [...expected].filter((c) => text.includes(c)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
  const sortedByThem = missing.length > 0 ? undefined : await theirSort(this, input);
  fail({
    requirements: ids(this, 'CC-DISP.4'),
    summary:
      missing.length > 0
        ? `renderTodos leaves out ${missing.map((m) => JSON.stringify(m)).join(', ')}`
        : 'renderTodos shows the todos in another order than the analysis sorts them',
    call: { name: 'renderTodos', input },
    expected: expected.join(' | '),
    actual: missing.length > 0 ? text : shown.join(' | '),
    diff: [],
    // Shown in the order the implementation's own sortTodos gives: the sort's mistake, one cause with sortTodos's
    // scenarios. Else the rendering does not sort as the analysis does (or at all).
    ...(missing.length > 0
      ? LEFT_OUT
      : sortedByThem !== undefined && sortedByThem.map((todo) => (todo as Todo | null)?.content).join('\n') === shown.join('\n')
        ? orderMistake(sortedByThem)
        : { hint: 'render the sorted list (ka0 maps over A.sort(YJ1)): completed, then in_progress, then pending; high, medium, low within each.' }),
  });
});

Then('each todo is on a line of its own', function (this: ClaudeCodeWorld) {
  const { input, text } = renderedText(this);
  const contents = input.map((todo) => todo.content);
  const shared = text.split('\n').find((line) => contents.filter((content) => line.includes(content)).length > 1);
  if (shared === undefined) return;
  fail({
    requirements: ids(this, 'CC-DISP.4'),
    summary: 'renderTodos shows several todos on one line',
    call: { name: 'renderTodos', input },
    expected: 'one line per todo',
    actual: text,
    diff: [`a line holds ${contents.filter((content) => shared.includes(content)).length} todos: ${JSON.stringify(shared)}`],
    hint: 'each todo is an item of its own (ka0 renders one row per todo): a line each, joined with "\\n".',
  });
});

/** A todo that the rendering does not show at all: one cause, whichever check meets it (its order, its icon). */
const LEFT_OUT = {
  hint: 'renderTodos draws every todo of the list, sorted (ka0 maps over A.sort(YJ1)), each with its content as written: a loop that starts at 1 or a slice leaves one out, and a content shortened or reworded is not found.',
  cause: 'render-leaves-out-todos',
};

Then("each todo's line shows the icon of its status:", function (this: ClaudeCodeWorld, table: DataTable) {
  const { input, text } = renderedText(this);
  const lines = text.split('\n');
  for (const { content, icon } of table.hashes()) {
    const line = lines.find((l) => l.includes(content ?? ''));
    if (line !== undefined && line.includes(icon ?? '')) continue;
    if (line === undefined) {
      fail({
        requirements: [...new Set(['CC-DISP.4', ...ids(this, 'CC-DISP.5')])],
        summary: `renderTodos leaves out ${JSON.stringify(content)}`,
        call: { name: 'renderTodos', input },
        expected: `a line with ${icon} and "${content}"`,
        actual: text,
        diff: [],
        ...LEFT_OUT,
      });
    }
    fail({
      requirements: ids(this, 'CC-DISP.5'),
      summary: `the line of "${content}" does not show the icon ${icon}`,
      call: { name: 'renderTodos', input },
      expected: `a line with ${icon} and "${content}"`,
      actual: line ?? text,
      diff: [],
      hint: "the analysis's comments in JJ1 give ✓ for completed, ⏳ for in_progress and ⭕ for pending (what this profile checks; Claude Code's own bundle draws ☒ and ☐).",
    });
  }
});
