#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a port often breaks it): each item's fields are read with item["content"] and
item["activeForm"], where the document reads item.get("content", ""): a missing field raises KeyError('content')
instead of "Item 1: content required". The hint must say that a missing field is an empty one. Everything else is
todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_key_error.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

original_update = base.TodoManager.update


def update(self, items: list) -> str:
    for item in items:
        if isinstance(item, dict):
            item["content"], item["activeForm"]  # the mistake: indexing, where the document reads item.get(…, "")
    return original_update(self, items)


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
