#!/usr/bin/env python3
"""BROKEN on purpose (one rule): each item's activeForm is checked before its content, in the document's
words ("Item 0: activeForm required" for an item whose content is blank too). The kit's probe sends the item alone,
its activeForm made valid, and meets "Item 0: content required": the checks' order, told so, not the message's words.
Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_activeform_checked_first.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402


document_update = base.TodoManager.update


def update(self, items):
    for i, item in enumerate(items):
        if isinstance(item, dict) and not str(item.get("activeForm", "")).strip():
            raise ValueError(f"Item {i}: activeForm required")  # the mistake: before the content and the status
        if isinstance(item, dict) and not str(item.get("content", "")).strip():
            break  # the document's own checks report it
    return document_update(self, items)


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
