#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): the recap writes "In Progress: " (title case), where
design 6 writes "In progress: ". Everything else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_recap_label_case.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402

correct_build_recap = base.build_recap


def build_recap(todos, stats):
    return correct_build_recap(todos, stats).replace("In progress: ", "In Progress: ")  # BROKEN: "In progress: "


if __name__ == "__main__":
    base.build_recap = build_recap  # TodoWriteTool.execute looks build_recap up in todo_write's globals at each call
    base.main()
