#!/usr/bin/env python3
"""Fault: a debugging print() to stdout, which the protocol keeps for JSON lines, whenever a todo is blocked.
The kit must report a protocol error for those scenarios, not a conformance failure, and carry on."""
import todo_registry

original = todo_registry.check_todo


def check_todo(todo, i):
    if isinstance(todo, dict) and todo.get("status") == "blocked":
        print(f"DEBUG checking {todo}")
    return original(todo, i)


if __name__ == "__main__":
    todo_registry.check_todo = check_todo
    todo_registry.serve(name="python-prints-garbage")
