/**
 * The todo list as the model sees it: set up with TodoWrite, read back with TodoRead (F-001, F-002, F-008).
 */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { asPrecondition, fail } from '../../harness/failure-report';
import { jsonDiff } from '../../harness/json-diff';
import { parseJson } from '../common/values';
import { checkResult } from './result-checks';
import { todosOf, type TodoListWorld as KitWorld } from './world';

/** Read the list through TodoRead and compare it, as parsed JSON, with what the scenario expects. */
async function expectList(world: KitWorld, todos: unknown[]): Promise<void> {
  const previous = world.records[world.records.length - 1];
  const afterFailedWrite = previous?.call.name === 'TodoWrite' && (previous.result as { is_error?: unknown } | null)?.is_error === true;
  const record = await world.callTool('TodoRead', {});
  // The classic mistakes behind a wrong list, told by what happened just before the read.
  const contextHint = world.registryRecreated
    ? `a new registry already held todos written to an earlier one. ${world.sharedStateHint}`
    : afterFailedWrite
      ? 'the list changed although the write before it was refused: validate every todo first, and replace ' + 'the list only when all of them pass.'
      : undefined;
  const contextRequirements = world.registryRecreated ? ['F-002.R1'] : afterFailedWrite ? ['F-001.S2', 'F-008.R3', 'F-001.R3'] : [];
  const requirements = world.requirements.length > 0 ? world.requirements : ['F-002.R1'];
  checkResult(record.call, record.result, { isError: false, content: { kind: 'json', value: { todos } }, requirements, contextHint, contextRequirements });
}

Given('the todo list holds:', async function (this: KitWorld, table: DataTable) {
  const record = await this.callTool('TodoWrite', { todos: todosOf(table) });
  // A setup write that fails is a failure of TodoWrite itself (F-001), and the scenario's own check never ran.
  await asPrecondition('the write of the starting list', () =>
    checkResult(record.call, record.result, {
      isError: false,
      content: { kind: 'json', value: { success: true, count: table.hashes().length } },
      requirements: ['F-001.OUT', 'F-001.IN'],
    }),
  );
});

Then('the todo list is:', async function (this: KitWorld, table: DataTable) {
  await expectList(this, todosOf(table));
});

Then('the todo list is empty', async function (this: KitWorld) {
  await expectList(this, []);
});

Then('TodoRead answers:', async function (this: KitWorld, json: string) {
  const expected = parseJson(json) as { todos: unknown[] };
  await expectList(this, expected.todos);
});

/** Todos numbered from 1 to n, in all three statuses, to check that long lists keep every item and the order. */
function numberedTodos(n: number): { content: string; status: string; activeForm: string }[] {
  const statuses = ['completed', 'in_progress', 'pending'];
  return Array.from({ length: n }, (_, i) => ({
    content: `Task ${i + 1}`,
    status: statuses[i % 3]!,
    activeForm: `Working on task ${i + 1}`,
  }));
}

When('the model calls TodoWrite with {int} todos', async function (this: KitWorld, n: number) {
  await this.callTool('TodoWrite', { todos: numberedTodos(n) });
});

When(
  'the model calls TodoWrite with {int} todos, the one at index {int} with the status {string}',
  async function (this: KitWorld, n: number, at: number, status: string) {
    const todos = numberedTodos(n);
    todos[at] = { ...todos[at]!, status };
    await this.callTool('TodoWrite', { todos });
  },
);

Then('the todo list holds those {int} todos, in order', async function (this: KitWorld, n: number) {
  await expectList(this, numberedTodos(n));
});

Then('the results of {string} and {string} have the same content', function (this: KitWorld, first: string, second: string) {
  const a = this.recordFor(first);
  const b = this.recordFor(second);
  const contentOf = (result: unknown) => (result as { content?: unknown } | null)?.content;
  const parse = (content: unknown) => {
    try {
      return JSON.parse(String(content));
    } catch {
      return content;
    }
  };
  const diff = jsonDiff(parse(contentOf(a.result)), parse(contentOf(b.result)));
  if (diff.length === 0) return;
  fail({
    call: b.call,
    requirements: ['F-002.S1'],
    summary: 'reading the list twice gave two different answers: the first read changed something',
    expected: a.result,
    actual: b.result,
    diff,
  });
});

When('a new registry is created', async function (this: KitWorld) {
  await this.implementation.freshInstance();
  this.registryRecreated = true;
});
