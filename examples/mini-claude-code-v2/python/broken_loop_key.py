#!/usr/bin/env python3
"""BROKEN on purpose, as a port to another SDK breaks it: the agent loop reads each tool_use block's id under a key
the block does not have (KeyError: 'id'), in every round with a tool call. That is the loop's own reading, not
TodoWrite's input: the hint must not say the input is read under the wrong key, nor that a refused list crashed the
loop. (The sample makes it happen the other way round: its scripted model names the block's id tool_use_id.)
Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_loop_key.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

create = base.ScriptedClient.create


def create_with_other_ids(self, **request):
    response = create(self, **request)
    for block in response.get("content", []):
        if block.get("type") == "tool_use":
            block["tool_use_id"] = block.pop("id")  # the mistake, seen from the loop: no "id" where it reads one
    return response


base.ScriptedClient.create = create_with_other_ids

if __name__ == "__main__":
    base.main()
