#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a public implementation has it): the status is looked up in a set, and a status
that is a list or an object cannot be hashed, so `status not in VALID_STATUSES` raises TypeError instead of the
refusal INVALID_PARAM (a number or null is refused all the same). Everything else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_status_set_lookup.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402

correct_validate = base.validate
VALID_STATUSES = set(base.STATUSES)


def validate(params):
    todos = params.get("todos") if isinstance(params, dict) else None
    for todo in todos if isinstance(todos, list) else []:
        if isinstance(todo, dict) and "status" in todo:
            todo["status"] not in VALID_STATUSES  # BROKEN: a list or a dict raises TypeError (unhashable type)
    return correct_validate(params)


base.validate = validate

if __name__ == "__main__":
    base.main()
