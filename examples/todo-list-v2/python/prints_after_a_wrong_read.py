#!/usr/bin/env python3
"""Fault: TodoRead answers a list of 2 to 10 todos reversed, and prints a debugging line on stdout just after
that answer, while no request waits. The step that reads fails for its own reason (the order); the line it printed
must be told in that scenario's message, not charged to the next request (the next scenario's reset, or another row
of the same outline, which shares its id)."""
import json
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
import prints_after_answer as printing  # noqa: E402
import todo_registry  # noqa: E402

original_create = todo_registry.create_registry


def create_registry():
    registry = original_create()
    definition, read = registry._tools["TodoRead"]

    def reversed_read(params):
        answer = read(params)
        todos = json.loads(answer["content"])["todos"]
        # Lists of 2 to 10 todos: an answer that small and the line after it leave in one write of Python's buffer, so
        # the kit reads them together; a longer one may be read apart from its line, which is then charged to the
        # next request (the protocol page says so), and the sample would judge timing, not the kit.
        if not 2 <= len(todos) <= 10:
            return answer
        printing.due.append(f"DEBUG read {len(todos)} todos")
        return {"content": todo_registry.compact({"todos": todos[::-1]})}

    registry.register(definition, reversed_read)
    return registry


if __name__ == "__main__":
    sys.stdout = printing.PrintsAfterAnswers(sys.stdout)
    todo_registry.serve(create=create_registry, name="python-prints-after-a-wrong-read")
