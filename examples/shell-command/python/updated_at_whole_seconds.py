#!/usr/bin/env python3
"""Correct, a variant the line protocol allows: the store keeps its time to the second (microsecond=0) and writes it
with milliseconds, which are then always zero ("2026-11-29T06:30:12.000Z"). Such a time reads up to a second before
the change it stamps; the kit allows for it, as for a time written to the second (a review found the kit judged the
precision by the text's form alone). Everything else is todo_command.py."""
import todo_command


def state_to_wire(state):
    whole = state["updatedAt"].replace(microsecond=0)
    return {"items": [dict(t) for t in state["items"]], "updatedAt": whole.isoformat(timespec="milliseconds").replace("+00:00", "Z")}


if __name__ == "__main__":
    todo_command.state_to_wire = state_to_wire
    todo_command.main()
