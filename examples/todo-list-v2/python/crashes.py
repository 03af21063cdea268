#!/usr/bin/env python3
"""Fault: the process dies (exit code 3) on the 40th call it answers. The kit must attach its last stderr lines to
the failure, start a new process for the next scenario, and finish the run."""
import os
import sys

import todo_registry

calls = {"n": 0}
original = todo_registry.ToolRegistry.execute_tool


def execute_tool(self, tool_use_id, name, params):
    calls["n"] += 1
    if calls["n"] == 40:
        print("fatal: out of coffee", file=sys.stderr, flush=True)
        os._exit(3)
    return original(self, tool_use_id, name, params)


if __name__ == "__main__":
    todo_registry.ToolRegistry.execute_tool = execute_tool
    todo_registry.serve(name="python-crashes")
