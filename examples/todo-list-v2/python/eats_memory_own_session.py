#!/usr/bin/env python3
"""Fault: eats_memory.py, whose process that waits for a "blocked" task first puts itself in a session of its own
(setsid). It is counted with the program, and the kit must end it too, not the program alone: once, the kit killed
the program and this process went on holding what it held, its output pipe kept open, so that the call timed out
with no word of memory (helper 113)."""
import os

import eats_memory
import todo_registry

wait_and_grow = eats_memory.wait_until_unblocked


def wait_in_a_session_of_its_own(todos):
    os.setsid()
    wait_and_grow(todos)


if __name__ == "__main__":
    eats_memory.wait_until_unblocked = wait_in_a_session_of_its_own
    todo_registry.ToolRegistry.execute_tool = eats_memory.execute_tool
    todo_registry.serve(name="python-eats-memory-own-session")
