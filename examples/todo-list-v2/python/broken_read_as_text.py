#!/usr/bin/env python3
"""Breaks F-002 (TodoRead answers {"todos": [...]} as JSON text): the Python sample, reading the list out as lines
of text, "No todos found" when it is empty, as agent frameworks often show it to a model. The kit's start-up probe
cannot read such a list, and says so in the words of a program over the protocol (a new list on reset)."""
import json

import todo_registry


def create_text_reading_registry():
    registry = todo_registry.create_registry()
    definition, read_json = registry._tools["TodoRead"]

    def read_text(params):
        todos = json.loads(read_json(params)["content"])["todos"]
        lines = [f"{i + 1}. [{todo['status']}] {todo['content']}" for i, todo in enumerate(todos)]
        return {"content": "\n".join(lines) or "No todos found"}

    registry.register(definition, read_text)
    return registry


if __name__ == "__main__":
    todo_registry.serve(create=create_text_reading_registry, name="python-read-as-text")
