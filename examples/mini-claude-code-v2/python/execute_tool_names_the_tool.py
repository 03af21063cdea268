#!/usr/bin/env python3
"""Correct (a variant the document allows): execute_tool's words around its answers name the tool. An unknown tool
is answered "Unknown tool: kit_probe. Available tools: TodoWrite" (any string, for a tool it does not know), and a
refused list "Error: invalid tool args for TodoWrite: Item 0: content required" (the error's message in the text,
with words of its own around it). Neither is "no tool named TodoWrite", which the kit says only of an answer to a
TodoWrite call that calls the tool unknown. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/execute_tool_names_the_tool.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402


def execute_tool(name, args):
    if name != "TodoWrite":
        return f"Unknown tool: {name}. Available tools: TodoWrite"
    try:
        return base.TODO.update(args["items"])
    except Exception as e:
        return f"Error: invalid tool args for TodoWrite: {e}"


base.execute_tool = execute_tool

if __name__ == "__main__":
    base.main()
