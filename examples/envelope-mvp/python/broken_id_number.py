#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): the ids are numbers (1, 2, 3, …, new on every update), not strings. Everything else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_id_number.py"
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
        for todo in answer["data"]["todos"]:
            todo["id"] = int(todo["id"].removeprefix("todo_"))  # BROKEN: an id is a string
    return answer


base.TodoWriteTool.execute = execute

if __name__ == "__main__":
    base.main()
