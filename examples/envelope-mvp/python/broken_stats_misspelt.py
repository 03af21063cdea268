#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): the envelope names its counts "stat", not "stats". Everything else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_stats_misspelt.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402

correct_execute = base.TodoWriteTool.execute


def execute(self, params):
    answer = correct_execute(self, params)
    if answer["status"] == "success":
        answer["stat"] = answer.pop("stats")  # BROKEN: the key is "stats"
    return answer


base.TodoWriteTool.execute = execute

if __name__ == "__main__":
    base.main()
