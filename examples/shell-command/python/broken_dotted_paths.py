#!/usr/bin/env python3
"""Broken on purpose: validation paths written with dots (todos.0.content, as zod's issue.path joined with "."),
where the design writes todos[0].content. Everything else is todo_command.py. The hints speak Python: they name no
zod, no JSON.parse."""
import todo_command

original = todo_command.problems_of


def problems_of(data, max_items, max_length):
    return [(path.replace("[", ".").replace("]", ""), message) for path, message in original(data, max_items, max_length)]


if __name__ == "__main__":
    todo_command.problems_of = problems_of
    todo_command.main()
