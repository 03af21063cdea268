#!/usr/bin/env python3
"""TodoWrite MVP (declarative overwrite, Standard Envelope v1.0) in Python, standard library only.

The design document plans the tool as the Python module tools/builtin/todo_write.py with a TodoWriteTool class;
this file is that class, plus the kit's line protocol (JSON-RPC 2.0, one object per line on stdin/stdout) at the
bottom, so that the conformance kit can verify it:

    npx todo-kit --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/todo_write.py"

Logs go to stderr; stdout carries protocol messages only.
"""
import json
import os
import sys
from datetime import datetime, timezone

STATUSES = ["pending", "in_progress", "completed", "cancelled"]
MAX_TODOS = 10
MAX_CONTENT_CHARS = 60
MARKERS = {"in_progress": "[▶]", "pending": "[ ]", "completed": "[x]", "cancelled": "[~]"}

DEFINITION = {
    "name": "TodoWrite",
    "description": "Overwrite the todo list with the current complete list. Framework persists and returns the updated list and recap.",
    "parameters": {
        "type": "object",
        "properties": {
            "summary": {"type": "string", "description": "Overall task summary (required by the model)."},
            "todos": {
                "type": "array",
                "description": "The full todo list (overwrites existing list).",
                "items": {
                    "type": "object",
                    "properties": {
                        "content": {"type": "string", "description": "Todo text."},
                        "status": {"type": "string", "enum": STATUSES, "description": "Todo status."},
                        "id": {"type": "string", "description": "Optional todo id (framework may assign/reuse)."},
                    },
                    "required": ["content", "status"],
                    "additionalProperties": False,
                },
            },
        },
        "required": ["summary", "todos"],
    },
}


def stamp(moment):
    """YYYYMMDD-HHMMSS in local time."""
    return moment.astimezone().strftime("%Y%m%d-%H%M%S")


class InvalidParam(Exception):
    pass


def validate(params):
    """Check everything before changing anything: a refused call leaves the session as it was."""
    if not isinstance(params, dict):
        raise InvalidParam("Parameters must be an object with summary and todos.")
    summary, todos = params.get("summary"), params.get("todos")
    if not isinstance(summary, str) or not summary.strip():
        raise InvalidParam("Parameter 'summary' is required and must be a non-empty string.")
    if not isinstance(todos, list):
        raise InvalidParam("Parameter 'todos' is required and must be an array.")
    if len(todos) > MAX_TODOS:
        raise InvalidParam(f"Too many todos: at most {MAX_TODOS}, got {len(todos)}.")
    for index, todo in enumerate(todos):
        if not isinstance(todo, dict):
            raise InvalidParam(f"Todo {index}: must be an object.")
        unknown = [key for key in todo if key not in ("content", "status", "id")]
        if unknown:
            raise InvalidParam(f"Todo {index}: unknown field '{unknown[0]}'.")
        content = todo.get("content")
        if not isinstance(content, str) or not content.strip():
            raise InvalidParam(f"Todo {index}: 'content' is required and must be a non-empty string.")
        if len(content) > MAX_CONTENT_CHARS:  # a Python str counts code points: characters, not bytes
            raise InvalidParam(f"Todo {index}: content is {len(content)} characters, at most {MAX_CONTENT_CHARS}.")
        if todo.get("status") not in STATUSES:
            raise InvalidParam(f"Todo {index}: status must be one of {', '.join(STATUSES)}.")
    in_progress = sum(1 for todo in todos if todo["status"] == "in_progress")
    if in_progress > 1:
        raise InvalidParam(f"At most one todo may be in_progress; got {in_progress}.")
    return summary, todos


def shorten(text, keep):
    return text if len(text) <= keep else text[: keep - 1] + "…"


def build_recap(todos, stats):
    """[done/total] In progress: …. / Pending: a; b; c. / Cancelled: d; e. — under 300 characters."""
    for keep in range(60, 0, -5):
        def names(status, most):
            return [shorten(t["content"], keep) for t in todos if t["status"] == status][:most]
        lines = [f"[{stats['completed'] + stats['cancelled']}/{stats['total']}]"]
        if names("in_progress", 1):
            lines[0] += f" In progress: {names('in_progress', 1)[0]}."
        if names("pending", 3):
            lines.append(f"Pending: {'; '.join(names('pending', 3))}.")
        if names("cancelled", 2):
            lines.append(f"Cancelled: {'; '.join(names('cancelled', 2))}.")
        recap = "\n".join(lines)
        if len(recap) < 300:
            return recap
    return recap


def build_text(todos, stats):
    counts = [f"{stats[s]} {s}" for s in ("in_progress", "pending", "completed", "cancelled") if stats[s]]
    return "\n".join(
        [f"Updated todos: {', '.join(counts) if counts else 'none'}.", "--- TODO UPDATE ---"]
        + [f"{MARKERS[t['status']]} {t['content']}" for t in todos]
        + ["-------------------"]
    )


class TodoWriteTool:
    """One session: its ids, its block counter and its log file belong to the instance, never to the module."""

    def __init__(self, workdir, now=lambda: datetime.now(timezone.utc)):
        self.workdir = workdir
        self.now = now
        self.next_id = 1
        self.blocks = 0
        self.log_name = f"todoList-{stamp(now())}.md"
        self.todos = []

    definition = DEFINITION

    def execute(self, params):
        params_input = json.loads(json.dumps(params))  # a copy of what was received, before anything else
        try:
            summary, todos = validate(params)
        except InvalidParam as problem:
            return self.error("INVALID_PARAM", str(problem), params_input)
        try:
            items = []
            for todo in todos:  # the model's ids are ignored: every todo gets a new one
                items.append({"id": f"todo_{self.next_id}", "content": todo["content"], "status": todo["status"]})
                self.next_id += 1
            self.todos = items
            stats = {"total": len(items), **{s: sum(1 for t in items if t["status"] == s) for s in STATUSES}}
            if items and all(t["status"] in ("completed", "cancelled") for t in items):
                self.write_log(summary, items, stats)
            return {
                "status": "success",
                "data": {"todos": items, "recap": build_recap(items, stats), "summary": summary},
                "text": build_text(items, stats),
                "stats": stats,
                "context": {"cwd": ".", "params_input": params_input},
            }
        except Exception as failure:  # anything unplanned is still an envelope
            return self.error("INTERNAL_ERROR", str(failure), params_input)

    def write_log(self, summary, items, stats):
        block = [f"# task{self.blocks + 1}-{stamp(self.now())}", "", f"总任务概述：{summary}", ""]
        completed = [t for t in items if t["status"] == "completed"]
        cancelled = [t for t in items if t["status"] == "cancelled"]
        if completed:
            block += [f"[{len(completed)}/{stats['total']}] Completed: 完成的任务."] + [f"- {t['content']}" for t in completed] + [""]
        if cancelled:
            block += [f"[{len(cancelled)}/{stats['total']}] Cancelled: 取消的任务."] + [f"- ~~{t['content']}~~" for t in cancelled] + [""]
        folder = os.path.join(self.workdir, "memory", "todos")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, self.log_name), "a", encoding="utf-8") as log:
            log.write("\n".join(block) + "\n")
        self.blocks += 1

    @staticmethod
    def error(code, message, params_input):
        return {"status": "error", "error": {"code": code, "message": message}, "text": f"Error ({code}): {message}",
                "context": {"cwd": ".", "params_input": params_input}}


# ---- the kit's line protocol -------------------------------------------------------------------------------

def parse_time(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


# What initialize answers: who this program is (docs/protocol.md).
INFO = {"name": "python-todowrite-envelope-mvp", "language": "python", "protocolVersion": 1, "profiles": ["envelope-mvp"], "capabilities": []}


def main():
    tool, clock = None, {"at": None}
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        method, params = request.get("method"), request.get("params") or {}
        response = {"jsonrpc": "2.0", "id": request.get("id")}
        try:
            if method == "initialize":
                result = INFO
            elif method == "reset":
                clock["at"] = parse_time(params["now"])
                tool, result = TodoWriteTool(params["workdir"], now=lambda: clock["at"]), None
            elif method == "setClock":
                clock["at"], result = parse_time(params["now"]), None
            elif method == "definition":
                result = tool.definition
            elif method == "execute":
                result = tool.execute(params.get("params"))
            elif method == "shutdown":
                result = None
            else:
                response["error"] = {"code": -32601, "message": f"unknown method {method}"}
            if "error" not in response:
                response["result"] = result
        except Exception as failure:
            print(f"todo_write.py: {method} failed: {failure!r}", file=sys.stderr)
            response["error"] = {"code": -32000, "message": f"{type(failure).__name__}: {failure}"}
        print(json.dumps(response), flush=True)
        if method == "shutdown":
            break


if __name__ == "__main__":
    main()
