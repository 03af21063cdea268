#!/usr/bin/env python3
"""Broken on purpose, as a Python learner wrote it: the limits read from the env, but compared with >=, and refused
in words that name no number ("Content is too long", "Too many todos"). A call at a limit is refused: the hint says
to compare with > N, never to read the env (which this does). Everything else is todo_command.py."""
import todo_command

original = todo_command.problems_of


def problems_of(data, max_items, max_length):
    # The correct checks, one step stricter, then the words of this learner's own.
    problems = original(data, max_items - 1, max_length - 1)
    return [(path, "Content is too long" if "characters" in message else "Too many todos" if "todos are allowed" in message else message)
            for path, message in problems]


if __name__ == "__main__":
    todo_command.problems_of = problems_of
    todo_command.main()
