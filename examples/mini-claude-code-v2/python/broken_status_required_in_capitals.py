#!/usr/bin/env python3
"""BROKEN on purpose (one rule): a missing status is refused, "Item 0: status required, one of PENDING,
IN_PROGRESS, COMPLETED", where the document takes it for pending. The program writes the valid statuses in capitals: told
as the missing status, not as a status left in capitals. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_status_required_in_capitals.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402


document_update = base.TodoManager.update


def update(self, items):
    for i, item in enumerate(items):
        if isinstance(item, dict) and str(item.get("content", "")).strip() and "status" not in item:
            raise ValueError(f"Item {i}: status required, one of PENDING, IN_PROGRESS, COMPLETED")  # the mistake
    return document_update(self, items)


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
