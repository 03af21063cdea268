#!/usr/bin/env python3
"""Hostile: TodoRead answers a value nested 100,000 levels deep. Once the kit's JSON diff overflowed its own stack;
now the diff stops at a depth limit and the value is shown cut. Only the reads with the id toolu_kit_001 answer it
(a few scenarios): one such value is enough to overflow a diff without a limit, and one for every read cost a second
of CPU."""
import json
import _serve

DEEP = "[" * 100000 + "]" * 100000


def misbehave(n, line, raw):
    reply = json.loads(line)
    result = reply.get("result")
    if (
        isinstance(result, dict)
        and result.get("tool_use_id") == "toolu_kit_001"
        and isinstance(result.get("content"), str)
        and result["content"].startswith('{"todos"')
    ):
        line = line.replace(json.dumps(result["content"]), DEEP, 1)
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-deep-json")
