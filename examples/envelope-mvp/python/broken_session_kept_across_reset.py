#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): the tool is made at the first reset and kept, so every
later session writes its log in the first session's folder (and keeps its ids and its block counter). Everything
else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_session_kept_across_reset.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402

CorrectTool = base.TodoWriteTool
kept = []


def make_tool(workdir, now):
    if not kept:  # BROKEN: reset starts a new session on its workdir; this keeps the first one
        kept.append(CorrectTool(workdir, now=now))
    return kept[0]


if __name__ == "__main__":
    base.TodoWriteTool = make_tool  # main looks TodoWriteTool up in todo_write's globals at each reset
    base.main()
