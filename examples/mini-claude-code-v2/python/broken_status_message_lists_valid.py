#!/usr/bin/env python3
"""BROKEN on purpose (one rule, a helpful learner's): the invalid-status message goes on to list the valid statuses,
"Item 0: invalid status 'done'. Valid: pending, in_progress (only one at a time), completed", where the document's
message ends at the quoted status. Told as the words it adds, not as the single-focus check raised too early (its
"only one … in_progress" is the item message's, not the list's check). Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_status_message_lists_valid.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

document_update = base.TodoManager.update


def update(self, items):
    try:
        return document_update(self, items)
    except ValueError as error:
        if "invalid status" in str(error):  # the mistake: more words after the document's message
            raise ValueError(f"{error}. Valid: pending, in_progress (only one at a time), completed") from None
        raise


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
