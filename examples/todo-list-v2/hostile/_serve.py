"""Shared by the hostile line-protocol samples: the correct Python registry, with a hook on every reply so that a
sample can misbehave on the wire at the n-th request. Not a sample itself (it has no .expect.json)."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import todo_registry  # noqa: E402


class Wire:
    """sys.stdout for todo_registry.serve: every reply line goes through `misbehave(n, line, raw)`."""

    def __init__(self, misbehave):
        self.count = 0
        self.misbehave = misbehave
        self.raw = sys.__stdout__.buffer

    def write(self, text):
        if text.endswith("\n"):
            self.count += 1
            self.misbehave(self.count, text, self.raw)
        else:
            self.raw.write(text.encode("utf-8"))

    def flush(self):
        self.raw.flush()


def serve(misbehave, name):
    sys.stdout = Wire(misbehave)
    todo_registry.serve(name=name)
