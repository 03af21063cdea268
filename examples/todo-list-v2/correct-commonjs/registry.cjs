// A correct sample in CommonJS that differs from the reference wherever the PRD allows it: JSON key order and
// indentation, is_error: false on success, tool order, descriptions, a schema worded differently ($defs/$ref,
// an enum without "type"), and getTool answering null for an unknown name. The kit must pass it.
'use strict';

const STATUSES = ['pending', 'in_progress', 'completed'];

const definitions = {
  TodoRead: {
    name: 'TodoRead',
    description: 'Returns the current todo list.',
    input_schema: { properties: {}, type: 'object' },
  },
  TodoWrite: {
    name: 'TodoWrite',
    description: 'Overwrites the todo list with the list given.',
    input_schema: {
      type: 'object',
      $defs: {
        text: { type: 'string', minLength: 1 },
        todo: {
          type: 'object',
          additionalProperties: false,
          required: ['activeForm', 'content', 'status'],
          properties: { content: { $ref: '#/$defs/text' }, status: { enum: STATUSES }, activeForm: { $ref: '#/$defs/text' } },
        },
      },
      properties: { todos: { type: 'array', items: { $ref: '#/$defs/todo' } } },
      required: ['todos'],
    },
  },
};

function problemWith(params) {
  if (!('todos' in params) || params.todos === undefined) return "'todos' array is required";
  if (!Array.isArray(params.todos)) return "'todos' must be an array";
  for (let i = 0; i < params.todos.length; i++) {
    const todo = Object(params.todos[i]);
    if (typeof todo.content !== 'string' || !todo.content.trim()) return 'Todo at index ' + i + ': content is required and cannot be empty';
    if (STATUSES.indexOf(todo.status) < 0) return 'Todo at index ' + i + ": invalid status '" + todo.status + "'. Must be one of: " + STATUSES.join(', ');
    if (typeof todo.activeForm !== 'string' || !todo.activeForm.trim()) return 'Todo at index ' + i + ': activeForm is required and cannot be empty';
  }
  return null;
}

function createRegistry() {
  const tools = {};
  let list = [];
  const registry = {
    register(definition, handler) {
      tools[definition.name] = { definition, handler };
    },
    getTool(name) {
      return Object.prototype.hasOwnProperty.call(tools, name) ? tools[name] : null;
    },
    getToolDefinitions() {
      return Object.keys(tools).map((name) => tools[name].definition);
    },
    executeTool(toolUseId, name, params) {
      const tool = registry.getTool(name);
      if (!tool) return Promise.resolve({ is_error: true, content: "Tool '" + name + "' not found", tool_use_id: toolUseId, type: 'tool_result' });
      return tool.handler(params).then((answer) => ({
        is_error: answer.is_error === true,
        content: answer.content,
        tool_use_id: toolUseId,
        type: 'tool_result',
      }));
    },
  };
  registry.register(definitions.TodoRead, async () => ({ content: JSON.stringify({ todos: list }, null, 2) }));
  registry.register(definitions.TodoWrite, async (params) => {
    const problem = problemWith(params);
    if (problem) return { content: problem, is_error: true };
    list = params.todos.map((t) => ({ activeForm: t.activeForm, status: t.status, content: t.content }));
    return { content: JSON.stringify({ count: list.length, success: true }, null, 2), is_error: false };
  });
  return registry;
}

module.exports = { createRegistry };
