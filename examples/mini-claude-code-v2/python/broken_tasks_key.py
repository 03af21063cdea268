#!/usr/bin/env python3
"""BROKEN on purpose, as a public port of the document does: TodoWrite's list is called "tasks", in its
input_schema and in execute_tool, which reads args["tasks"], where the document's model sends {"items": [...]}.
The KeyError('tasks') is raised before update runs, so catching it would not help: every failure it causes (the
schema's, the tool call's, the agent loop's) must be told as the input read under the wrong key, in few causes.
Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_tasks_key.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

schema = base.TOOLS[0]["input_schema"]
schema["properties"]["tasks"] = schema["properties"].pop("items")
schema["required"] = ["tasks"]


def execute_tool(name: str, args: dict) -> str:
    if name == "TodoWrite":
        tasks = args["tasks"]  # the mistake: the list read under the code's own name, outside the try
        try:
            return base.TODO.update(tasks)
        except Exception as e:
            return f"Error: {e}"
    return f"Unknown tool: {name}"


base.execute_tool = execute_tool

if __name__ == "__main__":
    base.main()
