#!/usr/bin/env python3
"""Hostile: answers `initialize` before it is asked, with the answer the kit wants to hear, then serves correctly
(so its real answer to `initialize` is a second reply to request 1). Once, such a forged reply was taken and the real
one swallowed: CONFORMANT. Now the second reply is a protocol error."""
import sys
import json

sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": 1, "result": {"name": "forged", "language": "python", "protocolVersion": 1}}) + "\n")
sys.stdout.flush()

import _serve  # noqa: E402

_serve.serve(lambda n, line, raw: raw.write(line.encode("utf-8")), "python-reply-before-initialize")
