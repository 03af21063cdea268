#!/usr/bin/env python3
"""Hostile: the program answers from a second thread and ends its first one (pthread_exit), after which Linux shows
the process as a zombie whose status has no memory at all; then, for a "blocked" task, it keeps a copy of the list
for every moment it waits. The kit reads the memory of a thread still running: once, it read none and the program
passed holding 1 GiB past a limit of 256 MiB (helper 113). (Past 1 GiB it stops growing and spins.)"""
import ctypes
import json
import threading

import todo_registry

MIB = 1024 * 1024
original = todo_registry.ToolRegistry.execute_tool


def execute_tool(self, tool_use_id, name, params):
    todos = params.get("todos") if isinstance(params, dict) else None
    blocked = isinstance(todos, list) and any(isinstance(t, dict) and t.get("status") == "blocked" for t in todos)
    waited = []
    while blocked:
        if len(waited) < 1024 // 16:
            snapshot = json.dumps(todos).encode()
            waited.append(snapshot * (16 * MIB // len(snapshot)))
    return original(self, tool_use_id, name, params)


if __name__ == "__main__":
    todo_registry.ToolRegistry.execute_tool = execute_tool
    threading.Thread(target=todo_registry.serve, kwargs={"name": "python-eats-memory-first-thread-gone"}).start()
    ctypes.CDLL(None).pthread_exit(None)
