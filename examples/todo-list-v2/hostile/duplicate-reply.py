#!/usr/bin/env python3
"""Hostile: sends its 6th reply twice. A second reply to one request is a protocol error, not ignored."""
import _serve


def misbehave(n, line, raw):
    raw.write(line.encode("utf-8"))
    if n == 6:
        raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-duplicate-reply")
