#!/usr/bin/env python3
"""BROKEN on purpose: the list is written to a temporary file and renamed over the list's file (an atomic write),
but when the rename fails the temporary file stays beside the lists, holding the list that was refused. Everything
else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_leaves_temp_file.py"
"""
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402


def write(self, agent_id, todos):
    path = self.file_of(agent_id)
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(base.js_json(todos, indent=2))
        os.replace(temporary, path)
    except OSError as error:
        print(f"could not write {path}: {error}", file=sys.stderr)  # the mistake: the temporary file is left


base.Store.write = write

if __name__ == "__main__":
    base.main()
