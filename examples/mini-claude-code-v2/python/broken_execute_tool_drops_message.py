#!/usr/bin/env python3
"""BROKEN on purpose (one rule): execute_tool answers a refusal with the error's class alone, "Error:
ValueError", where the document's f"Error: {e}" carries its message. update is the document's: the kit sends it the
same list and meets the message, so the mistake is told as execute_tool's. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_execute_tool_drops_message.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402



def execute_tool(name, args):
    if name == "TodoWrite":
        try:
            return base.TODO.update(args["items"])
        except Exception as e:
            return f"Error: {type(e).__name__}"  # the mistake: the message left out
    return f"Unknown tool: {name}"


base.execute_tool = execute_tool

if __name__ == "__main__":
    base.main()
