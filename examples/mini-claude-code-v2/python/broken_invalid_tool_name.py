#!/usr/bin/env python3
"""BROKEN on purpose (one rule): execute_tool knows the tool as "todo_write" and answers any other name
"Invalid tool: {name}", so a TodoWrite call is answered "Invalid tool: TodoWrite". One cause, the tool's name, wherever a
scenario meets it. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_invalid_tool_name.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402



def execute_tool(name, args):
    if name == "todo_write":  # the mistake: the document's tool is TodoWrite
        try:
            return base.TODO.update(args["items"])
        except Exception as e:
            return f"Error: {e}"
    return f"Invalid tool: {name}"


base.execute_tool = execute_tool

if __name__ == "__main__":
    base.main()
