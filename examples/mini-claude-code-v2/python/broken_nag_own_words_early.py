#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a later lesson of the series writes it): a reminder of its own words,
"<reminder>Update your todos.</reminder>", in the results of every round from the 3rd without TodoWrite on, where
the document's nag comes, word for word, once more than 10 rounds had none. The kit once passed "no nag before the
11th round" for it, matching the nag word for word, and said "no nag in any round" where it came in its own words.
Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_nag_own_words_early.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

OWN_REMINDER = "<reminder>Update your todos.</reminder>"


def agent_loop(messages: list, client) -> list:
    if base.first_message:
        first = next(m for m in messages if m["role"] == "user")
        if isinstance(first["content"], str):
            first["content"] = [{"type": "text", "text": first["content"]}]
        first["content"].append({"type": "text", "text": base.INITIAL_REMINDER})
        base.first_message = False

    while True:
        response = client.messages.create(
            model=base.MODEL, system=base.SYSTEM, messages=messages, tools=base.TOOLS, max_tokens=8000,
        )
        messages.append({"role": "assistant", "content": response["content"]})
        if response["stop_reason"] != "tool_use":
            return messages

        calls = [tc for tc in response["content"] if tc.get("type") == "tool_use"]
        results = [{"type": "tool_result", "tool_use_id": tc["id"], "content": base.execute_tool(tc["name"], tc["input"])} for tc in calls]
        used_todo = any(tc["name"] == "TodoWrite" for tc in calls)
        base.rounds_without_todo = 0 if used_todo else base.rounds_without_todo + 1
        if base.rounds_without_todo >= 3:  # the mistake: its own threshold and its own words
            results.insert(0, {"type": "text", "text": OWN_REMINDER})
        messages.append({"role": "user", "content": results})


base.agent_loop = agent_loop  # the protocol half of todo_agent.py calls agent_loop through its module globals

if __name__ == "__main__":
    base.main()
