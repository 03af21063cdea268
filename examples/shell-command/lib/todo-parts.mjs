// The parts of a TodoWrite shell command, in plain JavaScript without zod: a store, the validation rules, the
// handler, the summary, the help text and the Tasks box. Correct on every point of the design (the default and the
// strict run). The broken samples beside it each replace ONE part with a learner's classic mistake.

export const STATUSES = ['pending', 'in_progress', 'completed'];
export const USAGE_SHORT = `Usage: TodoWrite '{"todos":[...]}'`;
export const USAGE_LONG = `Usage: TodoWrite '{"todos":[{"content":"...","activeForm":"...","status":"pending"}]}'`;

export const HELP = `## TodoWrite - Task List Management

A full-replacement task list tool for creating and managing structured task lists in the current session.

### Usage

TodoWrite '{"todos":[...]}'

### Parameters

Each todo item requires:
- content (string): Task description in imperative form, e.g., "Write unit tests"
- activeForm (string): Present continuous form, e.g., "Writing unit tests"
- status (string): One of "pending", "in_progress", or "completed"

### When to Use

1. Complex multi-step tasks - When a task requires 3 or more distinct steps

### When NOT to Use

1. Single, straightforward task

### Task States

- pending: Task not yet started
- in_progress: Currently working on (limit to ONE at any time)
- completed: Task finished successfully

### Management Rules

- Exactly ONE task must be in_progress at any time (not less, not more)

### Completion Requirements

ONLY mark a task as completed when you have FULLY accomplished it.

### Example

TodoWrite '{"todos":[{"content":"Run tests","activeForm":"Running tests","status":"in_progress"}]}'

Returns: Todo list updated: 1 completed, 1 in_progress, 1 pending
`;

export class TodoStore {
  state = { items: [], updatedAt: new Date() };
  listeners = [];

  update(todos) {
    this.state = { items: todos.map((t) => ({ ...t })), updatedAt: new Date() };
    for (const listener of [...this.listeners]) listener(this.state);
  }

  get() {
    return this.state;
  }

  clear() {
    this.update([]);
  }

  onChange(listener) {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }
}

/** A limit from the environment: a positive whole number, else the default. */
export function limit(value, fallback) {
  return /^\s*\d+\s*$/.test(value ?? '') && Number(value) > 0 ? Number(value) : fallback;
}

export function limitsFrom(env = {}) {
  return { maxItems: limit(env.TODO_MAX_ITEMS, 50), maxLength: limit(env.TODO_MAX_CONTENT_LENGTH, 200) };
}

const show = (v) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v));

/** The problems of one todo, as [path, message] pairs. */
export function itemProblems(item, i, { maxLength }) {
  const at = (field) => `todos[${i}].${field}`;
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return [[`todos[${i}]`, `Expected object, received ${show(item)}`]];
  const problems = [];
  const { content, activeForm, status } = item;
  if (content === undefined) problems.push([at('content'), 'Required']);
  else if (typeof content !== 'string') problems.push([at('content'), `Expected string, received ${show(content)}`]);
  else if (content.trim() === '') problems.push([at('content'), 'Content cannot be empty or only whitespace']);
  else if (content.length > maxLength) problems.push([at('content'), `Content must be at most ${maxLength} characters`]);
  if (activeForm === undefined) problems.push([at('activeForm'), 'Required']);
  else if (typeof activeForm !== 'string') problems.push([at('activeForm'), `Expected string, received ${show(activeForm)}`]);
  else if (activeForm === '') problems.push([at('activeForm'), 'activeForm cannot be empty']);
  else if (activeForm.length > maxLength) problems.push([at('activeForm'), `activeForm must be at most ${maxLength} characters`]);
  if (status === undefined) problems.push([at('status'), 'Required']);
  else if (!STATUSES.includes(status)) problems.push([at('status'), `Expected ${STATUSES.map((s) => `'${s}'`).join(' | ')}, received ${show(status)}`]);
  return problems;
}

/** Every problem of the input, as [path, message] pairs; none means valid. */
export function validate(input, limits) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return [['(input)', `Expected object, received ${show(input)}`]];
  const { todos } = input;
  if (todos === undefined) return [['todos', 'Required']];
  if (!Array.isArray(todos)) return [['todos', `Expected array, received ${show(todos)}`]];
  const problems = todos.flatMap((item, i) => itemProblems(item, i, limits));
  if (todos.length > limits.maxItems) problems.push(['todos', `At most ${limits.maxItems} todos are allowed`]);
  return problems;
}

export function buildSummary(todos) {
  const count = (s) => todos.filter((t) => t.status === s).length;
  return `Todo list updated: ${count('completed')} completed, ${count('in_progress')} in_progress, ${count('pending')} pending`;
}

export const fail = (...lines) => ({ stdout: '', stderr: lines.join('\n'), exitCode: 1 });

/** The handler, its parts replaceable: a broken sample passes the one it gets wrong. */
export function createTodoCommandFrom({ env, store = new TodoStore(), parts = {} }) {
  const limits = (parts.limitsFrom ?? limitsFrom)(env);
  const check = parts.validate ?? validate;
  const summary = parts.buildSummary ?? buildSummary;
  const isHelp = parts.isHelp ?? ((args) => args[0] === '-h' || args[0] === '--help');
  const failure = parts.fail ?? fail;
  const execute = async (args) => {
    if (isHelp(args)) return { stdout: HELP, stderr: '', exitCode: 0 };
    const text = args.join(' ').trim();
    if (!text) return failure('Error: Missing JSON parameter', USAGE_SHORT);
    let input;
    try {
      input = JSON.parse(text);
    } catch {
      return failure('Error: Invalid JSON format', USAGE_LONG);
    }
    const problems = check(input, limits);
    if (problems.length > 0) return failure('Error: Validation failed', ...problems.map(([path, message]) => `- ${path}: ${message}`));
    store.update(input.todos);
    return { stdout: summary(input.todos), stderr: '', exitCode: 0 };
  };
  return { execute, store };
}

const ICON = { completed: ['✓', '\x1b[90m'], in_progress: ['●', '\x1b[33m'], pending: ['○', '\x1b[2m'] };

/** The text of an item's line: what was done, or what is being done. */
export const itemText = (item) => (item.status === 'in_progress' ? `${item.activeForm}...` : item.content);

export function renderTodosWith(items, text = itemText) {
  const lines = items.map((item) => ({ plain: `${ICON[item.status][0]} ${text(item)}`, colour: ICON[item.status][1] }));
  const width = Math.max(51, ...lines.map((l) => [...l.plain].length));
  return [
    `┌─ Tasks ${'─'.repeat(width - 6)}┐`,
    ...lines.map((l) => `│ ${l.colour}${l.plain}\x1b[0m${' '.repeat(width - [...l.plain].length)} │`),
    `└${'─'.repeat(width + 2)}┘`,
  ].join('\n');
}

export const renderTodos = (items) => renderTodosWith(items);

export function identifyCommandType(commandLine) {
  return commandLine.trim().startsWith('TodoWrite') ? 'AGENT_SHELL_COMMAND' : 'BASH_COMMAND';
}
