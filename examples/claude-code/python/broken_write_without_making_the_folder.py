#!/usr/bin/env python3
"""BROKEN on purpose: the list is written straight into <config>/todos/ with open(path, "w"), a folder never made,
and with no except around the write: it raises FileNotFoundError, as a read of a missing file does. Everything else
is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_write_without_making_the_folder.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402


def write(self, agent_id, todos):
    with open(self.file_of(agent_id), "w", encoding="utf-8") as f:  # the mistake: no os.makedirs first
        f.write(base.js_json(todos, indent=2))


base.Store.write = write

if __name__ == "__main__":
    base.main()
