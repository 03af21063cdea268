#!/usr/bin/env python3
"""Fault: a runaway loop that keeps what it makes, for the status "blocked": a process it starts to wait for the
task keeps a copy of the list for every moment it waits, and never frees one. The kit must end the program once it
and what it started hold more memory than --memory allows, say so in that scenario's failure, and carry on with a
new process. (Past 1 GiB the waiting process stops growing and spins, so that a kit without the limit meets its
timeout, not the machine's end of memory.)"""
import json
import os

import todo_registry

MIB = 1024 * 1024
original = todo_registry.ToolRegistry.execute_tool


def wait_until_unblocked(todos):
    waited = []
    while True:
        # a snapshot of the list while it waits to be unblocked (16 MiB of it, so that it is really held)
        if len(waited) < 1024 // 16:
            snapshot = json.dumps(todos).encode()
            waited.append(snapshot * (16 * MIB // len(snapshot)))


def execute_tool(self, tool_use_id, name, params):
    todos = params.get("todos") if isinstance(params, dict) else None
    if isinstance(todos, list) and any(isinstance(t, dict) and t.get("status") == "blocked" for t in todos):
        waiter = os.fork()
        if waiter == 0:
            wait_until_unblocked(todos)
        os.waitpid(waiter, 0)
    return original(self, tool_use_id, name, params)


if __name__ == "__main__":
    todo_registry.ToolRegistry.execute_tool = execute_tool
    todo_registry.serve(name="python-eats-memory")
