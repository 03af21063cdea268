#!/usr/bin/env python3
"""BROKEN on purpose, as a Python learner names things: the attributes answer carries the tools' Python names
(user_facing_name, is_concurrency_safe, is_read_only), where the analysis names them userFacingName,
isConcurrencySafe and isReadOnly. The hints say what to answer over the protocol, not how to write a JavaScript
method. Everything else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_attributes_snake_case.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402


def attributes(tool):
    return {
        "name": tool.name,
        "user_facing_name": tool.user_facing_name,  # the mistake: Python's names for the analysis's attributes
        "description": tool.description,
        "inputSchema": tool.input_schema,
        "isEnabled": True,
        "is_concurrency_safe": tool.is_concurrency_safe,
        "is_read_only": tool.is_read_only,
    }


base.attributes = attributes  # the protocol half of todo_tools.py calls attributes through its module globals

if __name__ == "__main__":
    base.main()
