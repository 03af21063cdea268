#!/usr/bin/env python3
"""BROKEN on purpose (one rule): a blank content is refused with an error that has no message (raise
ValueError()), where the document says "Item 0: content required". One cause, the message left out, in update's
failures and execute_tool's answer ("Error: ") alike. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_content_refused_without_message.py"
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
        if str(error).endswith(": content required"):
            raise ValueError() from None  # the mistake: no message
        raise


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
