#!/usr/bin/env python3
"""BROKEN on purpose (one rule), and hostile to the kit's probe: the content and activeForm checks word their refusals
in their own words ("todo #0 has no text"), and the program exits when, right after a refusal, it is sent one item
alone: the kit's probe of the faulty item (a list of one item refused, then sent alone again, or a longer one). The probe is the kit's question, not the
scenario's call: its crash tells nothing and counts towards no breakdown limit, so every verdict is the one the
words alone earn, and no scenario goes "not run". Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_crashes_on_the_kits_probe.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

document_update = base.TodoManager.update


def update(self, items):
    if len(items) == 1 and getattr(self, "just_refused", False):
        os._exit(3)  # hostile: the kit's probe (one item alone, right after a refusal) ends the program
    self.just_refused = False
    try:
        return document_update(self, items)
    except ValueError as error:
        self.just_refused = True
        index, _, rest = str(error).partition(": ")
        n = index.split()[-1]
        if rest in ("content required", "activeForm required"):  # the mistake: the document's checks, worded otherwise
            raise ValueError(f"todo #{n} has no {'text' if rest.startswith('content') else 'activeForm text'}") from None
        raise


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
