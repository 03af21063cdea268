#!/usr/bin/env python3
"""BROKEN on purpose, as Claude Code 2.x has it: TodoWrite alone, no TodoRead in the program's dict of tools, so every
method the kit sends for TodoRead raises KeyError: 'TodoRead'. Told as the tool missing, not as a validateInput that
"threw" (whose hint, check before you read, sent a learner to the wrong place). Everything else is todo_tools.py,
imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_no_todoread.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402

document_reset = base.reset


def reset(params):
    document_reset(params)
    del base.tools["TodoRead"]  # the mistake: TodoWrite alone


base.reset = reset  # the protocol half of todo_tools.py calls reset through its module globals

if __name__ == "__main__":
    base.main()
