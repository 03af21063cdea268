#!/usr/bin/env python3
"""BROKEN on purpose (one rule): the single-focus message quotes the status in capitals, "Only one task can be
'IN_PROGRESS' at a time", where the document says "Only one task can be in_progress at a time". The status itself is
lower-cased as the document does it: told as the message's words, not as a status left in capitals. Everything
else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_focus_message_quotes_status.py"
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
        if str(error) == "Only one task can be in_progress at a time":  # the mistake: the status quoted in capitals
            raise ValueError("Only one task can be 'IN_PROGRESS' at a time") from None
        raise


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
