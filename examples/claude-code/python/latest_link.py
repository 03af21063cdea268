#!/usr/bin/env python3
"""Correct (a variant the analysis allows): beside the lists, a link latest.json to the list written last (a
learner's convenience for a status bar), made after every write, the failed ones too. The analysis says where each
list lives, not that nothing else stands in the todos folder, and a link is no list written elsewhere: a review
found that the kit once failed CC03-10 on it ("the list was not written anywhere else" failed on any link).
Everything else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/latest_link.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402

document_write = base.Store.write


def write(self, agent_id, todos):
    document_write(self, agent_id, todos)
    path = self.file_of(agent_id)
    latest = os.path.join(os.path.dirname(path), "latest.json")
    # Not caught: a link that cannot be made fails the call, and the sample, which would test nothing without it.
    if os.path.lexists(latest):
        os.remove(latest)
    os.symlink(os.path.basename(path), latest)


base.Store.write = write

if __name__ == "__main__":
    base.main()
