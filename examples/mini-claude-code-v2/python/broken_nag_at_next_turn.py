#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as real code once broke it): the nag is not put in the round's tool results inside
agent_loop; it waits for the next user turn, prepended to the user's message, as an early version of the series'
own v2_todo_agent.py did (its REPL checked rounds_without_todo > 10). The model working through a long task never
sees it. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_nag_at_next_turn.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402


def agent_loop(messages: list, client) -> list:
    # The mistake: the nag goes into the user's next message, before the loop, instead of into the results.
    first = next(m for m in messages if m["role"] == "user")
    latest = messages[-1]
    if not base.first_message and base.rounds_without_todo > 10 and latest["role"] == "user":
        latest["content"] = [{"type": "text", "text": base.NAG_REMINDER}] + latest["content"]

    if base.first_message:
        first["content"].append({"type": "text", "text": base.INITIAL_REMINDER})
        base.first_message = False

    while True:
        response = client.messages.create(
            model=base.MODEL, system=base.SYSTEM, messages=messages, tools=base.TOOLS, max_tokens=8000,
        )
        if response["stop_reason"] != "tool_use":
            messages.append({"role": "assistant", "content": response["content"]})
            return messages

        results = []
        used_todo = False
        for tc in response["content"]:
            if tc.get("type") != "tool_use":
                continue
            output = base.execute_tool(tc["name"], tc["input"])
            results.append({"type": "tool_result", "tool_use_id": tc["id"], "content": output})
            if tc["name"] == "TodoWrite":
                used_todo = True

        base.rounds_without_todo = 0 if used_todo else base.rounds_without_todo + 1
        messages.append({"role": "assistant", "content": response["content"]})
        messages.append({"role": "user", "content": results})


base.agent_loop = agent_loop  # the protocol half of todo_agent.py calls agent_loop through its module globals

if __name__ == "__main__":
    base.main()
