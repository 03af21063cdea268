#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): the program exits (code 3) on a call the design refuses,
where it answers an error envelope and goes on. Told as a program that stopped, not as execute raising, and with one
piece of advice: the kit once said "execute threw" and advised a JSON-RPC error, which is no envelope either.
Everything else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_exits_on_refusal.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402

correct_validate = base.validate


def validate(params):
    try:
        return correct_validate(params)
    except base.InvalidParam:
        os._exit(3)  # BROKEN: the whole program ends on a refused call


if __name__ == "__main__":
    base.validate = validate  # TodoWriteTool.execute looks validate up in todo_write's globals at each call
    base.main()
