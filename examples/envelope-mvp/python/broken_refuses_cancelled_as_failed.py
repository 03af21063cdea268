#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): a list with a cancelled todo is refused, and the refusal is
{"status": "failed", "message": …}, neither the envelope's "error" nor an error object. It is a refusal in other
words, not a success with another status word: the kit must tell it as a refused call (cancelled is one of the four
statuses), never as "the call succeeded". Everything else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_refuses_cancelled_as_failed.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402

correct_execute = base.TodoWriteTool.execute


def execute(self, params):
    todos = params.get("todos") if isinstance(params, dict) else None
    if isinstance(todos, list) and any(isinstance(t, dict) and t.get("status") == "cancelled" for t in todos):
        return {"status": "failed", "message": "unknown status: cancelled"}  # BROKEN: cancelled is a status
    return correct_execute(self, params)


base.TodoWriteTool.execute = execute

if __name__ == "__main__":
    base.main()
