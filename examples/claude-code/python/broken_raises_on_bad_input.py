#!/usr/bin/env python3
"""BROKEN on purpose: validateInput reads input["todos"] before its checks, so {} raises a KeyError, which the
program answers as the protocol's "raised" outcome. validateInput must answer {"result": False} instead, and the
kit says so in Python. Everything else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_raises_on_bad_input.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402

checked = base.TodoWrite.validate_input


def validate_input(self, value):
    value["todos"]  # the mistake: the list read before the checks, a KeyError when there is none
    return checked(self, value)


base.TodoWrite.validate_input = validate_input

if __name__ == "__main__":
    base.main()
