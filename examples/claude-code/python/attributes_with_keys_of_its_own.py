#!/usr/bin/env python3
"""Correct (a variant the protocol allows): the attributes answer carries keys of the program's own beside the
analysis's ("promised": its own list of names, "forms": a text). The kit reads the keys it knows and trusts nothing
else in the answer: reviews found a "promised" key that is no list made the kit's own step throw, and one that is a
list failed the flags as Promises (a note only the kit's module host writes).
Everything else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/attributes_with_keys_of_its_own.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402

document_attributes = base.attributes


def attributes(tool):
    return {**document_attributes(tool), "promised": ["isConcurrencySafe", "isReadOnly"], "forms": "its own"}


base.attributes = attributes

if __name__ == "__main__":
    base.main()
