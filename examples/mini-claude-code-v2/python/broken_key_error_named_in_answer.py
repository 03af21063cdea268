#!/usr/bin/env python3
"""BROKEN on purpose (one rule): fields are read with item["content"] and item["activeForm"], so a missing
one raises KeyError, and execute_tool answers it with its class, "Error: KeyError: 'activeForm'". The kit's probe of
the item alone meets the KeyError again, which tells nothing of the program's checks: told as a missing field read as
missing (a KeyError), in update's failures and execute_tool's alike. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_key_error_named_in_answer.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402


document_update = base.TodoManager.update


def update(self, items):
    for item in items:
        if isinstance(item, dict):
            item["content"], item["activeForm"]  # the mistake: a missing field raises KeyError
    return document_update(self, items)


def execute_tool(name, args):
    if name == "TodoWrite":
        try:
            return base.TODO.update(args["items"])
        except Exception as e:
            return f"Error: {type(e).__name__}: {e}"
    return f"Unknown tool: {name}"


base.TodoManager.update = update
base.execute_tool = execute_tool

if __name__ == "__main__":
    base.main()
