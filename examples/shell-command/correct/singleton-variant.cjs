// A correct TodoWrite command that differs from the reference wherever the design leaves room, written as the
// design sketches it: CommonJS, a TodoStore singleton at module level (of its own module), a handler class whose methods use `this`,
// a numeric CommandType enum. It passes the default run; under --strict it fails exactly the interpretations it
// reads otherwise (see singleton-variant-strict.expect.json).
'use strict';

const STATUSES = ['pending', 'in_progress', 'completed'];

// The design's singleton, in a module of its own as the design lays out its files (todo-store.ts): one store per
// process. The kit loads the implementation's modules again for each scenario, that one too.
const { todoStore } = require('./singleton-variant-store.cjs');

function readLimit(value, fallback) {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

class TodoWriteHandler {
  constructor(env) {
    this.maxItems = readLimit(env.TODO_MAX_ITEMS, 50);
    this.maxLength = readLimit(env.TODO_MAX_CONTENT_LENGTH, 200);
  }

  problemsOf(input) {
    if (typeof input !== 'object' || input === null || !Array.isArray(input.todos)) return ['- todos: Expected an array of todos'];
    const problems = [];
    input.todos.forEach((todo, i) => {
      const t = todo ?? {};
      const text = (field, trim) => {
        const v = t[field];
        if (typeof v !== 'string') return `- todos[${i}].${field}: Required`;
        // Differs: activeForm of only spaces is refused too (the design says so for content only).
        if ((trim ? v.trim() : v) === '') return `- todos[${i}].${field}: Must not be blank`;
        if (v.length > this.maxLength) return `- todos[${i}].${field}: Must be at most ${this.maxLength} characters`;
        return null;
      };
      for (const problem of [text('content', true), text('activeForm', true)]) if (problem) problems.push(problem);
      if (!STATUSES.includes(t.status)) problems.push(`- todos[${i}].status: Invalid enum value`);
    });
    if (input.todos.length > this.maxItems) problems.push(`- todos: Too many items (max ${this.maxItems})`);
    // Differs: the prompt's "exactly ONE task in_progress" enforced as "at most one".
    if (input.todos.filter((t) => t && t.status === 'in_progress').length > 1) problems.push('- todos: Only one task may be in_progress');
    return problems;
  }

  // Differs: a count of zero is left out ("Todo list updated: 2 pending").
  summary(todos) {
    const parts = ['completed', 'in_progress', 'pending']
      .map((s) => [todos.filter((t) => t.status === s).length, s])
      .filter(([n]) => n > 0)
      .map(([n, s]) => `${n} ${s}`);
    return `Todo list updated: ${parts.join(', ')}`.trimEnd();
  }

  async execute(args) {
    if (args.includes('-h') || args.includes('--help')) {
      return { stdout: '## TodoWrite - Task List Management\n\nUsage: TodoWrite \'{"todos":[...]}\'\n\nEach todo: content, activeForm, status (pending, in_progress, completed).\n', stderr: '', exitCode: 0 };
    }
    const jsonStr = args[0];
    // Differs: the handler sketch's answer, the usage line alone.
    if (!jsonStr) return { stdout: '', stderr: 'Usage: TodoWrite \'{"todos":[...]}\'', exitCode: 1 };
    let input;
    try {
      input = JSON.parse(args.join(' '));
    } catch {
      return { stdout: '', stderr: 'Error: Invalid JSON format\nUsage: TodoWrite \'{"todos":[{"content":"...","activeForm":"...","status":"pending"}]}\'\n', exitCode: 1 };
    }
    const problems = this.problemsOf(input);
    if (problems.length > 0) return { stdout: '', stderr: ['Error: Validation failed', ...problems].join('\n') + '\n', exitCode: 1 };
    todoStore.update(input.todos);
    return { stdout: this.summary(input.todos) + '\n', stderr: '', exitCode: 0 };
  }
}

// A numeric enum, as TypeScript compiles `enum CommandType { ... }`.
const CommandType = { NATIVE_SHELL_COMMAND: 0, AGENT_SHELL_COMMAND: 1, 0: 'NATIVE_SHELL_COMMAND', 1: 'AGENT_SHELL_COMMAND' };

function identifyCommandType(commandLine) {
  return commandLine.trim().startsWith('TodoWrite') ? CommandType.AGENT_SHELL_COMMAND : CommandType.NATIVE_SHELL_COMMAND;
}

// Differs: no colours, no "..." after the activeForm, the box as wide as its longest line.
function renderTodos(items) {
  const icon = { completed: '✓', in_progress: '●', pending: '○' };
  const lines = items.map((t) => `${icon[t.status]} ${t.status === 'in_progress' ? t.activeForm : t.content}`);
  const width = Math.max(8, ...lines.map((l) => [...l].length));
  return [`┌─ Tasks ${'─'.repeat(width - 6)}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${'─'.repeat(width + 2)}┘`].join('\n');
}

function createTodoCommand({ env = {} } = {}) {
  const handler = new TodoWriteHandler(env);
  return { execute: (args) => handler.execute(args), store: todoStore };
}

module.exports = { createTodoCommand, renderTodos, identifyCommandType, CommandType };
