#!/usr/bin/env python3
"""BROKEN on purpose (one rule): a reminder of its own words appended to the tool's output, inside the tool_result,
once two rounds in a row had no TodoWrite, where the document's tool_result is the output alone and its nag comes, word
for word, as a text block of its own after 10 rounds. Told as a text of its own in the round's results (the kit once
passed every scenario of it, reading only the text blocks). Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_reminder_in_tool_output.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

document_execute_tool = base.execute_tool


def execute_tool(name: str, args: dict) -> str:
    output = document_execute_tool(name, args)
    if base.rounds_without_todo >= 2:  # the mistake: a reminder of its own, inside the tool's output
        output += "\n<reminder>Update your todos.</reminder>"
    return output


base.execute_tool = execute_tool  # agent_loop calls execute_tool through its module globals

if __name__ == "__main__":
    base.main()
