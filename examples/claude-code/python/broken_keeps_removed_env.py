#!/usr/bin/env python3
"""BROKEN on purpose, in the protocol: reset applies the variables its env sets, and skips those it removes (null), so
CLAUDE_CONFIG_DIR keeps the value the program started with where a scenario has it unset (CC03-03), a mistake easy to
make in a language that cannot unset a variable. Told as that, beside reading the variable too early, which the
same list in the same folder would also show (review 114). Everything else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_keeps_removed_env.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402

document_reset = base.reset


def reset(params):
    kept = {key: value for key, value in (params.get("env") or {}).items() if value is not None}  # the mistake
    document_reset({**params, "env": kept})


base.reset = reset  # the protocol half of todo_tools.py calls reset through its module globals

if __name__ == "__main__":
    base.main()
