#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): the completion log is opened with "w", not "a", so a later task of the session rewrites the file and its earlier blocks are lost (the block counter itself is right). Everything else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_log_overwritten.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402

correct_open = open


def write_log(self, summary, items, stats):
    def open_for_writing(path, mode="r", **options):
        return correct_open(path, "w" if mode == "a" else mode, **options)  # BROKEN: "w" rewrites the file

    base.open = open_for_writing  # write_log looks open up in todo_write's globals
    try:
        correct_write_log(self, summary, items, stats)
    finally:
        del base.open


correct_write_log = base.TodoWriteTool.write_log
base.TodoWriteTool.write_log = write_log

if __name__ == "__main__":
    base.main()
