#!/usr/bin/env python3
"""Hostile: TodoRead answers a value nested 100,000 levels deep. Once the kit's JSON diff overflowed its own stack;
now the diff stops at a depth limit and the value is shown cut."""
import json
import _serve

DEEP = "[" * 100000 + "]" * 100000


def misbehave(n, line, raw):
    reply = json.loads(line)
    result = reply.get("result")
    if isinstance(result, dict) and isinstance(result.get("content"), str) and result["content"].startswith('{"todos"'):
        line = line.replace(json.dumps(result["content"]), DEEP, 1)
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-deep-json")
