#!/usr/bin/env python3
"""Broken on purpose: it reads its settings from "todo_settings.json" by a relative path, as a program run from its
own folder finds it. The kit runs a program in a scratch folder of its own, so the file is not there: it ends with
FileNotFoundError before it answers initialize, and the kit says where it ran and how to name its files (by the
program's own path: os.path.join(os.path.dirname(__file__), "todo_settings.json"), or in the command)."""
import json

import todo_registry

if __name__ == "__main__":
    with open("todo_settings.json", encoding="utf-8") as settings:
        name = json.load(settings)["name"]
    todo_registry.serve(name=name)
