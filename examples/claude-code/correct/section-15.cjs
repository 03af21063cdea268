// Correct: the analysis's section 15 written out in plain CommonJS JavaScript, as literally as it goes. zod is
// replaced by hand-written checks with the same rules, the file is written in place with writeFileSync (flush),
// and the store is assembled from small parts, so that each broken sample in ../broken can swap exactly one.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const STATUSES = ['pending', 'in_progress', 'completed'];
const PRIORITIES = ['high', 'medium', 'low'];
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

const defaults = {
  // DL6: every field required; content at least 1 character. A plain object: extra keys are not an error.
  todoProblem(todo) {
    if (!isObject(todo)) return 'expected an object';
    if (typeof todo.content !== 'string') return 'content: expected a string';
    if (todo.content.length < 1) return 'Content cannot be empty';
    if (!STATUSES.includes(todo.status)) return `status: expected one of ${STATUSES.join(', ')}`;
    if (!PRIORITIES.includes(todo.priority)) return `priority: expected one of ${PRIORITIES.join(', ')}`;
    if (typeof todo.id !== 'string') return 'id: expected a string';
    return undefined;
  },
  // JL6: strictObject({ todos })
  allowedTopLevelKeys: ['todos'],
  itemSchema: {
    type: 'object',
    properties: {
      content: { type: 'string', minLength: 1 },
      status: { type: 'string', enum: STATUSES },
      priority: { type: 'string', enum: PRIORITIES },
      id: { type: 'string' },
    },
    required: ['content', 'status', 'priority', 'id'],
  },
  topLevelStrict: true,
  // S4
  configDir(explicit) {
    return explicit ?? process.env.CLAUDE_CONFIG_DIR ?? path.join(os.homedir(), '.claude');
  },
  // xc1: made when missing, every time the path is needed
  todosDir(config) {
    const dir = path.join(config, 'todos');
    if (!fs.existsSync(dir)) fs.mkdirSync(dir);
    return dir;
  },
  fileName: (sessionId, agentId) => `${sessionId}-agent-${agentId}.json`,
  serialize: (todos) => JSON.stringify(todos, null, 2),
  // La0
  readTodos(file, parts) {
    if (!fs.existsSync(file)) return [];
    try {
      const data = JSON.parse(fs.readFileSync(file, { encoding: 'utf-8' }));
      return parts.parseList(data, parts);
    } catch (error) {
      console.error(error);
      return [];
    }
  },
  // GJ1.parse: throws on an invalid list
  parseList(data, parts) {
    if (!Array.isArray(data)) throw new Error('expected an array');
    for (const todo of data) {
      const problem = parts.todoProblem(todo);
      if (problem) throw new Error(problem);
    }
    return data.map(({ content, status, priority, id }) => ({ content, status, priority, id }));
  },
  // Ra0 + eM
  writeTodos(todos, file, parts) {
    try {
      fs.writeFileSync(file, parts.serialize(todos), { encoding: 'utf-8', flush: true });
    } catch (error) {
      console.error(error);
    }
  },
  // The store of one createTodoTools: cR, jJ, DJ1
  makeStore(config, sessionId, parts) {
    const fileOf = (agentId) => path.join(parts.todosDir(config), parts.fileName(sessionId, agentId));
    return {
      read: (agentId) => parts.readTodos(fileOf(agentId), parts),
      write: (agentId, todos) => parts.writeTodos(todos, fileOf(agentId), parts),
    };
  },
  writeResult:
    'Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable',
  readResultPrefix: 'Remember to continue to use update and read from the todo list as you make progress. Here is the current list: ',
  listForModel: (todos) => JSON.stringify(todos),
  // What each call yields as its data (4.1, 4.2)
  writeData: (oldTodos, newTodos) => ({ oldTodos, newTodos }),
  readData: (todos) => todos,
  writeDescription: 'Update the todo list for the current session. To be used proactively and often to track progress and pending tasks.',
  readDescription: 'Read the current todo list for the session',
  writeIsConcurrencySafe: false,
  readSorts: false,
  // FL6: strictObject({}), an object without a key
  readInputAccepted: (input) => isObject(input) && Object.keys(input).length === 0,
  // qa0, Ma0, YJ1
  statusRank: { completed: 0, in_progress: 1, pending: 2 },
  priorityRank: { high: 0, medium: 1, low: 2 },
};

function build(overrides = {}) {
  const parts = { ...defaults, ...overrides };
  const compare = (a, b) => parts.statusRank[a.status] - parts.statusRank[b.status] || parts.priorityRank[a.priority] - parts.priorityRank[b.priority];
  const sortTodos = (todos) => [...todos].sort(compare);
  const icon = { completed: '✓', in_progress: '⏳', pending: '⭕' };
  const renderTodos = (todos) => (todos.length === 0 ? '(Todo list is empty)' : sortTodos(todos).map((t) => `${icon[t.status]} ${t.content}`).join('\n'));

  function validateWrite(input) {
    if (!isObject(input)) return { result: false, message: 'expected an object' };
    const unknown = Object.keys(input).filter((k) => !parts.allowedTopLevelKeys.includes(k));
    if (parts.topLevelStrict && unknown.length > 0) return { result: false, message: `Unrecognized key(s) in object: ${unknown.join(', ')}` };
    if (!Array.isArray(input.todos)) return { result: false, message: 'todos: expected an array' };
    for (const [i, todo] of input.todos.entries()) {
      const problem = parts.todoProblem(todo);
      if (problem) return { result: false, message: problem === 'Content cannot be empty' ? problem : `todos[${i}].${problem}` };
    }
    return { result: true };
  }

  function createTodoTools({ configDir, sessionId }) {
    const store = parts.makeStore(parts.configDir(configDir), sessionId, parts);
    const TodoWrite = {
      name: 'TodoWrite',
      async description() { return parts.writeDescription; },
      inputSchema: {
        type: 'object',
        properties: { todos: { type: 'array', items: parts.itemSchema, description: 'The updated todo list' } },
        required: ['todos'],
        ...(parts.topLevelStrict ? { additionalProperties: false } : {}),
      },
      userFacingName() { return 'Update Todos'; },
      isEnabled() { return true; },
      isConcurrencySafe() { return parts.writeIsConcurrencySafe; },
      isReadOnly() { return false; },
      validateInput: validateWrite,
      async *call({ todos }, context) {
        const oldTodos = await store.read(context.agentId);
        await store.write(context.agentId, todos);
        yield { type: 'result', data: parts.writeData(oldTodos, todos) };
      },
      mapToolResultToToolResultBlockParam(result, toolUseId) {
        return { tool_use_id: toolUseId, type: 'tool_result', content: parts.writeResult };
      },
    };
    const TodoRead = {
      name: 'TodoRead',
      async description() { return parts.readDescription; },
      inputSchema: {
        type: 'object',
        properties: {},
        additionalProperties: false,
        description: 'No input is required, leave this field blank. NOTE that we do not require a dummy object, placeholder string or a key like "input" or "empty". LEAVE IT BLANK.',
      },
      userFacingName() { return 'Read Todos'; },
      isEnabled() { return true; },
      isConcurrencySafe() { return true; },
      isReadOnly() { return true; },
      validateInput(input) {
        if (parts.readInputAccepted(input)) return { result: true };
        return isObject(input) ? { result: false, message: `Unrecognized key(s) in object: ${Object.keys(input).join(', ')}` } : { result: false, message: 'expected an object' };
      },
      async *call(input, context) {
        const todos = await store.read(context.agentId);
        yield { type: 'result', data: parts.readData(parts.readSorts ? sortTodos(todos) : todos) };
      },
      mapToolResultToToolResultBlockParam(todos, toolUseId) {
        return { tool_use_id: toolUseId, type: 'tool_result', content: `${parts.readResultPrefix}${parts.listForModel(todos)}` };
      },
    };
    return { TodoWrite, TodoRead };
  }

  return { createTodoTools, sortTodos, renderTodos };
}

module.exports = { ...build(), build, defaults };
