// Correct, and different from the analysis wherever it leaves room: ES module; the tools are class instances
// whose methods use `this`; userFacingName and description are plain strings (the form of section 1.2); no
// isEnabled; validateInput is async; call returns a Promise of the data instead of an async generator; the store
// uses asynchronous file I/O, and writes atomically (a temporary file renamed over the list); the file ends with a
// newline; renderTodos shows the priority too.
import { mkdir, readFile, rename, writeFile, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

const STATUSES = ['pending', 'in_progress', 'completed'];
const PRIORITIES = ['high', 'medium', 'low'];

function todoProblem(todo, index) {
  if (typeof todo !== 'object' || todo === null || Array.isArray(todo)) return `todos[${index}] must be an object`;
  if (typeof todo.content !== 'string') return `todos[${index}].content must be a string`;
  if (todo.content.length === 0) return 'Content cannot be empty';
  if (!STATUSES.includes(todo.status)) return `todos[${index}].status must be one of ${STATUSES.join(' | ')}`;
  if (!PRIORITIES.includes(todo.priority)) return `todos[${index}].priority must be one of ${PRIORITIES.join(' | ')}`;
  if (typeof todo.id !== 'string') return `todos[${index}].id must be a string`;
  return null;
}

function listProblem(list) {
  if (!Array.isArray(list)) return 'todos must be an array';
  for (let i = 0; i < list.length; i++) {
    const problem = todoProblem(list[i], i);
    if (problem) return problem;
  }
  return null;
}

let writes = 0;

class TodoFiles {
  #dir;
  #session;
  constructor(configDir, sessionId) {
    this.#dir = join(configDir ?? process.env.CLAUDE_CONFIG_DIR ?? join(homedir(), '.claude'), 'todos');
    this.#session = sessionId;
  }

  async #file(agentId) {
    await mkdir(this.#dir, { recursive: true });
    return join(this.#dir, `${this.#session}-agent-${agentId}.json`);
  }

  async read(agentId) {
    let text;
    try {
      text = await readFile(await this.#file(agentId), 'utf8');
    } catch (error) {
      if (error.code !== 'ENOENT') process.stderr.write(`todo file unreadable: ${error.message}\n`);
      return [];
    }
    try {
      const list = JSON.parse(text);
      if (listProblem(list) === null) return list;
    } catch {
      // fall through: a broken file reads as [], and stays as it is
    }
    process.stderr.write('todo file is not a valid list; reading it as []\n');
    return [];
  }

  async write(agentId, todos) {
    const file = await this.#file(agentId);
    const temporary = `${file}.${process.pid}.${++writes}.tmp`;
    try {
      await writeFile(temporary, `${JSON.stringify(todos, null, 2)}\n`, 'utf8');
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      process.stderr.write(`could not write the todo list: ${error.message}\n`);
    }
  }
}

class TodoWriteTool {
  name = 'TodoWrite';
  userFacingName = 'Update Todos';
  description = 'Update the todo list for the current session. To be used proactively and often to track progress and pending tasks.';
  inputSchema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    additionalProperties: false,
    required: ['todos'],
    properties: {
      todos: {
        description: 'The updated todo list',
        type: 'array',
        items: {
          type: 'object',
          required: ['content', 'status', 'priority', 'id'],
          properties: {
            content: { type: 'string', minLength: 1 },
            status: { enum: STATUSES },
            priority: { enum: PRIORITIES },
            id: { type: 'string' },
          },
        },
      },
    },
  };
  constructor(files) {
    this.files = files;
  }
  isConcurrencySafe() {
    return false;
  }
  isReadOnly() {
    return false;
  }
  async validateInput(input) {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return { result: false, message: 'input must be an object' };
    const extra = Object.keys(input).filter((key) => key !== 'todos');
    if (extra.length > 0) return { result: false, message: `unknown key(s): ${extra.join(', ')}` };
    const problem = listProblem(input.todos);
    return problem ? { result: false, message: problem } : { result: true };
  }
  async call({ todos }, { agentId }) {
    const oldTodos = await this.files.read(agentId);
    await this.files.write(agentId, todos);
    return { oldTodos, newTodos: todos };
  }
  mapToolResultToToolResultBlockParam(_data, toolUseId) {
    return {
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: 'Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable',
    };
  }
}

class TodoReadTool {
  name = 'TodoRead';
  userFacingName = 'Read Todos';
  description = 'Read the current todo list for the session';
  inputSchema = {
    type: 'object',
    additionalProperties: false,
    description: 'No input is required, leave this field blank. NOTE that we do not require a dummy object, placeholder string or a key like "input" or "empty". LEAVE IT BLANK.',
  };
  constructor(files) {
    this.files = files;
  }
  isConcurrencySafe() {
    return true;
  }
  isReadOnly() {
    return true;
  }
  async validateInput(input) {
    const ok = typeof input === 'object' && input !== null && !Array.isArray(input) && Object.keys(input).length === 0;
    return ok ? { result: true } : { result: false, message: 'TodoRead takes no input: send {}' };
  }
  async call(_input, { agentId }) {
    return this.files.read(agentId);
  }
  mapToolResultToToolResultBlockParam(todos, toolUseId) {
    return {
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: 'Remember to continue to use update and read from the todo list as you make progress. Here is the current list: ' + JSON.stringify(todos),
    };
  }
}

export function createTodoTools({ configDir, sessionId }) {
  const files = new TodoFiles(configDir, sessionId);
  return { TodoWrite: new TodoWriteTool(files), TodoRead: new TodoReadTool(files) };
}

const STATUS_ORDER = ['completed', 'in_progress', 'pending'];
const PRIORITY_ORDER = ['high', 'medium', 'low'];

export function sortTodos(todos) {
  return todos
    .map((todo, index) => ({ todo, index }))
    .sort((a, b) =>
      STATUS_ORDER.indexOf(a.todo.status) - STATUS_ORDER.indexOf(b.todo.status) ||
      PRIORITY_ORDER.indexOf(a.todo.priority) - PRIORITY_ORDER.indexOf(b.todo.priority) ||
      a.index - b.index)
    .map(({ todo }) => todo);
}

const ICONS = { completed: '✓', in_progress: '⏳', pending: '⭕' };

export function renderTodos(todos) {
  if (todos.length === 0) return '(Todo list is empty)';
  return sortTodos(todos).map((t) => `${ICONS[t.status]} [${t.priority}] ${t.content}`).join('\n');
}
