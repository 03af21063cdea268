/**
 * What the model does: calls of TodoWrite, and the passing of time and sessions. These steps only act; the
 * judging is in the other files.
 */
import { Given, When, type DataTable } from '@cucumber/cucumber';
import { parseJson } from '../common/values';
import { DEFAULT_SUMMARY, stamps, todosOf, type EnvelopeWorld, type Json } from './world';

When('the model sends the summary {string} and the todos:', async function (this: EnvelopeWorld, summary: string, table: DataTable) {
  await this.execute({ summary, todos: todosOf(table) });
});

When('the model sends the todos:', async function (this: EnvelopeWorld, table: DataTable) {
  await this.execute({ summary: DEFAULT_SUMMARY, todos: todosOf(table) });
});

When('the model sends the parameters:', async function (this: EnvelopeWorld, json: string) {
  await this.execute(parseJson(json));
});

When('the model sends an empty list', async function (this: EnvelopeWorld) {
  await this.execute({ summary: DEFAULT_SUMMARY, todos: [] });
});

When('the model sends {int} todos, all {word}', async function (this: EnvelopeWorld, count: number, status: string) {
  const todos = Array.from({ length: count }, (_, i) => ({ content: `子任务 ${i + 1}`, status }));
  await this.execute({ summary: DEFAULT_SUMMARY, todos });
});

When('the model sends a pending todo whose content is {string} {int} times', async function (this: EnvelopeWorld, unit: string, times: number) {
  await this.execute({ summary: DEFAULT_SUMMARY, todos: [{ content: unit.repeat(times), status: 'pending' }] });
});

When(
  'the model sends {int} todos of {int} characters: one {word}, three {word} and two {word}',
  async function (this: EnvelopeWorld, _count: number, length: number, first: string, second: string, third: string) {
    const todo = (letter: string, status: string) => ({ content: letter.repeat(length), status });
    const todos = [todo('甲', first), todo('乙', second), todo('丙', second), todo('丁', second), todo('戊', third), todo('己', third)];
    await this.execute({ summary: DEFAULT_SUMMARY, todos });
  },
);

When('the model sends back the todos of the last answer, with their ids', async function (this: EnvelopeWorld) {
  const data = this.success().data as Json;
  const todos = (data.todos as Json[]).map((t) => ({ content: t.content, status: t.status, id: t.id }));
  await this.execute({ summary: DEFAULT_SUMMARY, todos });
});

Given('{int} minutes pass', async function (this: EnvelopeWorld, minutes: number) {
  await this.moveClock(minutes);
});

Given('a new session of the tool starts on the same folder {int} minutes later', async function (this: EnvelopeWorld, minutes: number) {
  await this.newSession(minutes);
});

/**
 * The completion log cannot be written, whichever of its folders the tool made already (a tool may make
 * memory/todos/ as its session starts): a file where the first folder of memory/todos/ not made yet would be; with
 * both made, a folder in the place of every name the log may take now (ENV-LOG.3: the session's start or this
 * moment, local time or UTC).
 */
Given('the completion log cannot be written, whichever of its folders the tool made already', function (this: EnvelopeWorld) {
  this.logUnwritable = true;
  // Never through a link the tool made there: the kit writes outside any sandbox (common/scenario-paths.ts).
  for (const folder of ['memory', 'memory/todos']) {
    const kind = this.files.kind(folder);
    if (kind === undefined) this.files.write(folder, 'a file, where the tool would make a folder\n');
    if (kind !== 'folder') return; // the log cannot be written already: something else than a folder is in its way
  }
  for (const stamp of new Set([...this.sessionStarts, this.clock].flatMap(stamps))) {
    const name = `memory/todos/todoList-${stamp}.md`;
    if (this.files.kind(name) === undefined) this.files.makeFolder(name);
  }
});
