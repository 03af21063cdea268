#!/usr/bin/env python3
"""Breaks F-008.R2 (0-based indexes in messages): the Python sample, counting todos from 1."""
import todo_registry


def one_based_validate(params):
    if "todos" not in params:
        return "'todos' array is required"
    if not isinstance(params["todos"], list):
        return "'todos' must be an array"
    for i, todo in enumerate(params["todos"], start=1):
        error = todo_registry.check_todo(todo, i)
        if error:
            return error
    return None


if __name__ == "__main__":
    todo_registry.validate = one_based_validate
    todo_registry.serve(name="python-one-based-index")
