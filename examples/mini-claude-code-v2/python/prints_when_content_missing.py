#!/usr/bin/env python3
"""BROKEN on purpose, two mistakes a learner makes together: a missing, empty or blank content is stored with a
warning printed to stdout, where the document refuses it ("Item i: content required"). The line goes out before the
answer, while the kit waits for it: a protocol error wherever such a list is sent, also when it is the kit's own
probe (the item alone, its other fields valid) that sends it, after another of the document's checks raised in
the content's place. A probe explains a failure; it must not swallow the stray line the program printed.
Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/prints_when_content_missing.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

checked_update = base.TodoManager.update


def blank(item) -> bool:
    return isinstance(item, dict) and not str(item.get("content", "")).strip()


def update(self, items: list) -> str:
    # The document's other checks, run on a copy whose blank contents are filled in: only the content goes unchecked.
    checked_update(self, [dict(item, content="(none)") if blank(item) else item for item in items])
    for i, item in enumerate(items):
        if blank(item):
            print(f"warning: item {i} has no content")  # the second mistake: stdout is the kit's
    self.items = [dict(kept, content=str(item.get("content", "")).strip()) for kept, item in zip(self.items, items)]
    return self.render()


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
