#!/usr/bin/env node
// A program over the kit's line protocol, in Node, as a learner who writes JavaScript but runs it as a command would
// (a CLI of their own, or a language the kit cannot load): one JSON-RPC request a line on stdin, one answer a line on
// stdout. It declares "javascript" in its answer to initialize, so the kit's hints quote JavaScript, not Python.
// Broken on purpose, as ../broken/dotted-paths.mjs, which it runs: validation paths joined with dots (todos.1.status).
// Run it with:  npx todo-kit --profile shell-command --cmd "node examples/shell-command/node/dotted-paths.mjs"
import { createInterface } from 'node:readline';
import { createTodoCommand, identifyCommandType, renderTodos } from '../broken/dotted-paths.mjs';

const stateToWire = ({ items, updatedAt }) => ({ items, updatedAt: updatedAt.toISOString() });

let command;
let subscriptions = [];

const methods = {
  initialize: () => ({
    name: 'node-todo-command',
    language: 'javascript',
    protocolVersion: 1,
    profiles: ['shell-command'],
    capabilities: ['identifyCommandType'],
  }),
  reset: ({ env }) => {
    command = createTodoCommand({ env: env ?? {} });
    subscriptions = [];
    return null;
  },
  execute: ({ args }) => command.execute(args),
  storeGet: () => stateToWire(command.store.get()),
  storeUpdate: ({ items }) => {
    command.store.update(items);
    return null;
  },
  storeClear: () => {
    command.store.clear();
    return null;
  },
  subscribe: () => {
    const received = [];
    const unsubscribe = command.store.onChange((state) => received.push(stateToWire(state)));
    subscriptions.push({ unsubscribe, received });
    return { subscription: subscriptions.length - 1, unsubscribeType: typeof unsubscribe, calledOnSubscribe: 0 };
  },
  unsubscribe: ({ subscription }) => {
    subscriptions[subscription].unsubscribe();
    return { called: true };
  },
  notifications: ({ subscription }) => subscriptions[subscription].received,
  render: ({ items }) => renderTodos(items),
  identifyCommandType: ({ commandLine }) => identifyCommandType(commandLine),
  shutdown: () => null,
};

const answer = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { id, method, params } = JSON.parse(line);
  const handle = methods[method];
  if (!handle) {
    answer({ id, error: { code: -32601, message: `unknown method ${method}` } });
    continue;
  }
  try {
    answer({ id, result: (await handle(params ?? {})) ?? null });
  } catch (error) {
    answer({ id, error: { code: -32000, message: String(error?.stack ?? error) } }); // the kit shows it as the scenario's error
  }
  if (method === 'shutdown') break;
}
