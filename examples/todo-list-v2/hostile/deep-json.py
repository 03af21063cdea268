#!/usr/bin/env python3
"""Hostile: TodoRead answers a value nested 100,000 levels deep. Once the kit's JSON diff overflowed its own stack;
now the diff stops at a depth limit and the value is shown cut. Only some reads answer it: those with the id
toolu_kit_001 (a few scenarios), and both reads of F002-03 and F002-04 (toolu_read_1 and toolu_read_2), whose
contents F002-03 compares with each other. The same deep value twice is the same answer: F002-03 must pass, which a
diff without a depth limit (its stack overflows) and one that calls whatever is past the limit different both fail.
One such value for every read cost a second of CPU."""
import json
import _serve

DEEP = "[" * 100000 + "]" * 100000


def misbehave(n, line, raw):
    reply = json.loads(line)
    result = reply.get("result")
    if (
        isinstance(result, dict)
        and result.get("tool_use_id") in ("toolu_kit_001", "toolu_read_1", "toolu_read_2")
        and isinstance(result.get("content"), str)
        and result["content"].startswith('{"todos"')
    ):
        line = line.replace(json.dumps(result["content"]), DEEP, 1)
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-deep-json")
