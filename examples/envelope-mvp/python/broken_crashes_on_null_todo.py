#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): each todo's keys are checked (no field beyond content, status
and id) before anything says the todo is an object, so a todo that is null or a number raises TypeError (for key in
None) instead of the refusal INVALID_PARAM; a todo that is a text iterates its characters and is refused all the
same. Everything else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_crashes_on_null_todo.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402

correct_validate = base.validate


def validate(params):
    todos = params.get("todos") if isinstance(params, dict) else None
    for todo in todos if isinstance(todos, list) else []:
        for key in todo:  # BROKEN: a todo that is null or a number raises TypeError here
            if key not in ("content", "status", "id") and isinstance(todo, dict):
                raise base.InvalidParam(f"Unknown field '{key}'.")
    return correct_validate(params)


base.validate = validate

if __name__ == "__main__":
    base.main()
