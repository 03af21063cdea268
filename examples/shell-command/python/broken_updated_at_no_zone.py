#!/usr/bin/env python3
"""Broken on purpose: updatedAt answered without its time zone (datetime.utcnow().isoformat(), a naive datetime),
where the line protocol asks for an ISO 8601 date that says its zone. Read by JavaScript, such a time is local time:
the kit refuses it on every machine alike, instead of passing where the clock is UTC. Everything else is
todo_command.py."""
import todo_command


def state_to_wire(state):
    naive = state["updatedAt"].replace(tzinfo=None)  # as datetime.utcnow() gives it
    return {"items": [dict(t) for t in state["items"]], "updatedAt": naive.isoformat()}


if __name__ == "__main__":
    todo_command.state_to_wire = state_to_wire
    todo_command.main()
