#!/usr/bin/env python3
"""BROKEN on purpose (one rule): the content check, in its place and order, words its refusal "todo #0 has no text"
where the document says "Item 0: content required". The kit's probe sends the item alone and meets the same words:
the field's own check, worded otherwise; not content let through, nor another check first. Everything else is
todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_content_message_own_words.py"
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
        index, _, rest = str(error).partition(": ")
        if rest == "content required":  # the mistake: the document's check, worded otherwise
            raise ValueError(f"todo #{index.split()[-1]} has no text") from None
        raise


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
