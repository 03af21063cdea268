#!/usr/bin/env python3
"""BROKEN on purpose, as a Python learner names things: TodoWrite's data is {"old_todos", "new_todos"}, where the
analysis has {oldTodos, newTodos}. Everything else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_snake_case_keys.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402


def call(self, value, agent_id):
    old_todos = self.store.read(agent_id)
    self.store.write(agent_id, value["todos"])
    return {"old_todos": old_todos, "new_todos": value["todos"]}  # the mistake: Python's names for the keys


base.TodoWrite.call = call

if __name__ == "__main__":
    base.main()
