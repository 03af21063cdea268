"""Hostile: answers its 6th request with the right answer under a wrong id (the string "6" for the number 6). Once,
the reply was set aside as one to a request never sent, the request timed out as if it had never been answered ("did
not answer within 2000 ms"), and every later call of its kind was "not run" as a hang: 2 minutes, and no word of
what was wrong. Now it is a protocol error of the request waiting, which says that its id is the string of the
request's number (once "a reply to a request never sent", though the kit had sent it)."""
import json
import _serve


def misbehave(n, line, raw):
    if n == 6:
        reply = json.loads(line)
        reply["id"] = str(reply["id"])
        line = json.dumps(reply) + "\n"
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-wrong-id")
