#!/usr/bin/env python3
"""BROKEN on purpose, as a Python learner wraps a result: TodoRead's call answers {"todos": [...]}, where the
analysis's TodoRead yields the stored list itself. The hint says what the call answers over the protocol
({"returned": <the list>}), not what a JavaScript generator yields. Everything else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_read_answers_a_dict.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402


def call(self, value, agent_id):
    return {"todos": self.store.read(agent_id)}  # the mistake: the list wrapped in a dict of its own


base.TodoRead.call = call

if __name__ == "__main__":
    base.main()
