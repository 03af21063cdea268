#!/usr/bin/env python3
"""Fault: a debugging line on stdout just after the answer to a call with a blocked todo, while no request waits.
The scenario whose answer the line followed fails with it, as its step ends (not the next request the kit sends,
often the next scenario's reset); the message says which answer the line came after, so that the learner looks there."""
import sys

import todo_registry

original = todo_registry.check_todo
due = []


def check_todo(todo, i):
    if isinstance(todo, dict) and todo.get("status") == "blocked":
        due.append(f"DEBUG checked {todo}")
    return original(todo, i)


class PrintsAfterAnswers:
    """stdout, with each debugging line written after the reply that follows it."""

    def __init__(self, stream):
        self.stream = stream

    def write(self, text):
        self.stream.write(text)
        if text.endswith("\n"):
            while due:
                self.stream.write(due.pop(0) + "\n")

    def flush(self):
        self.stream.flush()


if __name__ == "__main__":
    todo_registry.check_todo = check_todo
    sys.stdout = PrintsAfterAnswers(sys.stdout)
    todo_registry.serve(name="python-prints-after-answer")
