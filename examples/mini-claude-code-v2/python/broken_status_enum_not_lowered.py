#!/usr/bin/env python3
"""BROKEN on purpose (one rule): the status is read as an Enum, Status(value), without lower-casing it, so
"IN_PROGRESS" is refused in Python's own words ("'IN_PROGRESS' is not a valid Status"). Told as the status not
lower-cased, also where a single-focus row sends it in capitals. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_status_enum_not_lowered.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402


from enum import Enum  # noqa: E402


class Status(Enum):
    PENDING = "pending"
    IN_PROGRESS = "in_progress"
    COMPLETED = "completed"


document_update = base.TodoManager.update


def update(self, items):
    for item in items:
        if isinstance(item, dict) and "status" in item:
            Status(str(item["status"]))  # the mistake: no .lower() before the lookup
    return document_update(self, items)


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
