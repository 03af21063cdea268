#!/usr/bin/env python3
"""Fault: reset answers null but keeps the old registry, so each scenario starts with the last one's todos.
The kit must detect the state that survives reset and say so."""
import todo_registry

if __name__ == "__main__":
    shared = todo_registry.create_registry()
    todo_registry.serve(create=lambda: shared, name="python-ignores-reset")
