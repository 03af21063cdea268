#!/usr/bin/env python3
"""Fault: TodoRead waits forever (a read that blocks on input that never comes), so its request is never answered.
The kit's timeout ends it, says what keeps a request of a program from being answered, and its fault budget
reports later reads at once."""
import threading

import todo_registry


def create_registry():
    registry = todo_registry.create_registry()
    never = threading.Event()

    def todo_read(params):
        never.wait()  # nothing ever sets it

    registry.register(todo_registry.TODO_READ, todo_read)
    return registry


if __name__ == "__main__":
    todo_registry.serve(create=create_registry, name="python-read-never-answers")
