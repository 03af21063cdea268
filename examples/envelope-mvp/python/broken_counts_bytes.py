#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): the 60-character limit counts UTF-8 bytes, so a todo of
60 Chinese characters (180 bytes) is refused. Everything else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_counts_bytes.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402

correct_validate = base.validate


def validate(params):
    summary, todos = correct_validate(params)
    for index, todo in enumerate(todos):
        size = len(todo["content"].encode("utf-8"))  # BROKEN: counts UTF-8 bytes, not characters
        if size > base.MAX_CONTENT_CHARS:
            raise base.InvalidParam(f"Todo {index}: content is {size} characters, at most {base.MAX_CONTENT_CHARS}.")
    return summary, todos


if __name__ == "__main__":
    base.validate = validate  # TodoWriteTool.execute looks validate up in todo_write's globals at each call
    base.main()
