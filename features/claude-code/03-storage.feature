@CC-STORE
Feature: One JSON file per session and agent (analysis 3, 7 and 8)
  The list of agent A in session S lives in `<config>/todos/<S>-agent-<A>.json`. Every scenario gets a scratch folder
  of its own; paths here are relative to it. "config/" is the config folder the kit passes to createTodoTools, and
  the session is "session-kit-1" unless a scenario says otherwise. The kit reads the files itself: a list kept in
  memory cannot pass for one kept on disk. The kit also points HOME at the scratch folder, so an implementation
  never reads or writes the user's real ~/.claude.

  Rule: where the file is, and what it holds

    @CC-STORE.1 @CC-STORE.3 @id:CC03-01
    Scenario Outline: Agent "<agent>"'s list is stored in todos/<session>-agent-<agent>.json
      Given the config folder has no "todos" folder
      When agent "<agent>" calls TodoWrite with the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |
      Then the config folder has a "todos" folder
      And the file "config/todos/session-kit-1-agent-<agent>.json" holds the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |

      Examples:
        | case       | agent                                |
        | main       | main                                 |
        | sub-agent  | 3f2a9c1e-7b4d-4e8a-9c2b-1d5e6f7a8b9c |

    @CC-STORE.2 @id:CC03-02
    Scenario: Without a config folder, the tools use CLAUDE_CONFIG_DIR
      Given no config folder is passed, and CLAUDE_CONFIG_DIR is the folder "env-config"
      When agent "main" calls TodoWrite with the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |
      Then the file "env-config/todos/session-kit-1-agent-main.json" holds the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |

    @CC-STORE.2 @id:CC03-02-EXPLICIT
    Scenario: A config folder passed to the tools comes before CLAUDE_CONFIG_DIR
      Given the config folder is passed, and CLAUDE_CONFIG_DIR is the folder "env-config" as well
      When agent "main" calls TodoWrite with the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |
      Then the file "config/todos/session-kit-1-agent-main.json" holds the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |

    @CC-STORE.2 @id:CC03-03
    Scenario: Without a config folder or CLAUDE_CONFIG_DIR, the tools use ~/.claude
      The kit's home folder is a scratch folder, never the user's own.

      Given no config folder is passed, CLAUDE_CONFIG_DIR is not set, and the home folder is "home"
      When agent "main" calls TodoWrite with the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |
      Then the file "home/.claude/todos/session-kit-1-agent-main.json" holds the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |

    @CC-STORE.4 @id:CC03-04
    Scenario: The file is the list as JSON indented by two spaces
      When agent "main" calls TodoWrite with the todos:
        | content         | status      | priority | id |
        | Read the spec   | completed   | high     | t1 |
        | Write the tests | in_progress | medium   | t2 |
      Then the file "config/todos/session-kit-1-agent-main.json" is JSON indented by two spaces
      And the file "config/todos/session-kit-1-agent-main.json" holds the todos:
        | content         | status      | priority | id |
        | Read the spec   | completed   | high     | t1 |
        | Write the tests | in_progress | medium   | t2 |

    @CC-STORE.4 @id:CC03-04-UTF8
    Scenario: The file holds text beyond ASCII as it is, in UTF-8, not as \u escapes
      JSON.stringify writes every character as it is (only quotes, backslashes and control characters are escaped),
      and the file is in UTF-8: "é" is the two bytes of its UTF-8 form, never the six characters of an escape.
      When agent "main" calls TodoWrite with the todos:
        | content                     | status  | priority | id |
        | Café déploiement ✓ 日本語 🚀 | pending | high     | t1 |
      Then the file "config/todos/session-kit-1-agent-main.json" is JSON indented by two spaces
      And the file "config/todos/session-kit-1-agent-main.json" holds the todos:
        | content                     | status  | priority | id |
        | Café déploiement ✓ 日本語 🚀 | pending | high     | t1 |

  Rule: a file that is missing or cannot be read reads as [], and stays as it was

    @CC-STORE.5 @id:CC03-05
    Scenario: A missing file reads as the empty list
      When agent "main" calls TodoRead
      Then the call yields the empty list

    @CC-STORE.6 @id:CC03-06
    Scenario Outline: A file that is not JSON reads as [] and is left on disk as it was (<case>)
      Given lists are read from their files in "config/todos/"
      And the file "config/todos/session-kit-1-agent-main.json" contains:
        """
        <text>
        """
      When agent "main" calls TodoRead
      Then the call yields the empty list
      And the file "config/todos/session-kit-1-agent-main.json" still contains exactly what it contained

      Examples:
        | case       | text                                                           |
        | cut-short  | [{"content": "Write the tests", "status": "pending", "prio     |
        | not-json   | todo: write the tests                                          |
        | two-lists  | [{"content":"a","status":"pending","priority":"high","id":"1"}][] |

    @CC-STORE.6 @id:CC03-07
    Scenario: An empty file reads as [] and is left on disk as it was
      Given lists are read from their files in "config/todos/"
      And the file "config/todos/session-kit-1-agent-main.json" is empty
      When agent "main" calls TodoRead
      Then the call yields the empty list
      And the file "config/todos/session-kit-1-agent-main.json" still contains exactly what it contained

    @CC-STORE.7 @id:CC03-08
    Scenario Outline: A file that is JSON but not a valid list reads as [] and is left on disk as it was (<case>)
      Given lists are read from their files in "config/todos/"
      And the file "config/todos/session-kit-1-agent-main.json" contains:
        """
        <text>
        """
      When agent "main" calls TodoRead
      Then the call yields the empty list
      And the file "config/todos/session-kit-1-agent-main.json" still contains exactly what it contained

      Examples:
        | case           | text                                                                                   |
        | an-object      | {"todos": [{"content": "a", "status": "pending", "priority": "high", "id": "1"}]}     |
        | no-priority    | [{"content": "a", "status": "pending", "id": "1"}]                                     |
        | other-status   | [{"content": "a", "status": "done", "priority": "high", "id": "1"}]                    |
        | empty-content  | [{"content": "", "status": "pending", "priority": "high", "id": "1"}]                  |
        | null           | null                                                                                   |
        | one-of-two     | [{"content": "a", "status": "pending", "priority": "high", "id": "1"}, {"content": "b", "status": "done", "priority": "high", "id": "2"}] |
        | numeric-id     | [{"content": "a", "status": "pending", "priority": "high", "id": 1}]                   |

    @CC-STORE.6 @CC-WRITE.1 @id:CC03-09
    Scenario: A write over a file that cannot be read finds [] as its old list, and replaces the file
      Given lists are read from their files in "config/todos/"
      And the file "config/todos/session-kit-1-agent-main.json" contains:
        """
        [{"content": "Write the tests", "status": "pend
        """
      When agent "main" calls TodoWrite with the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |
      Then the call yields the data:
        """
        {"oldTodos": [], "newTodos": [{"content": "Write the tests", "status": "pending", "priority": "high", "id": "t1"}]}
        """
      And the file "config/todos/session-kit-1-agent-main.json" holds the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |

    @CC-STORE.8 @id:CC03-10
    Scenario: A write that fails is logged, not thrown: TodoWrite still yields its result
      Here the file's place is taken by a folder, so writing the file fails.

      Given lists are read from their files in "config/todos/"
      And the file "config/todos/session-kit-1-agent-main.json" is a folder
      When agent "main" calls TodoWrite with the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |
      Then the call yields the data:
        """
        {"oldTodos": [], "newTodos": [{"content": "Write the tests", "status": "pending", "priority": "high", "id": "t1"}]}
        """
      And the list was not written anywhere else

  Rule: agents and sessions never see each other's list; a list outlives its process

    @CC-STORE.9 @id:CC03-11
    Scenario: Two agents of one session each have a list of their own
      Given agent "main" has written the todos:
        | content         | status      | priority | id |
        | Plan the work   | in_progress | high     | m1 |
      When agent "helper" calls TodoRead
      Then the call yields the empty list
      When agent "helper" calls TodoWrite with the todos:
        | content         | status  | priority | id |
        | Search the code | pending | medium   | h1 |
      Then TodoRead for agent "main" returns the todos:
        | content         | status      | priority | id |
        | Plan the work   | in_progress | high     | m1 |
      And the file "config/todos/session-kit-1-agent-helper.json" holds the todos:
        | content         | status  | priority | id |
        | Search the code | pending | medium   | h1 |

    @CC-STORE.10 @id:CC03-12
    Scenario: Two sessions never see each other's list
      Given agent "main" has written the todos:
        | content         | status      | priority | id |
        | Plan the work   | in_progress | high     | m1 |
      When new tools are made for the session "session-kit-2", with the same config folder
      Then TodoRead for agent "main" returns the empty list
      When agent "main" calls TodoWrite with the todos:
        | content         | status  | priority | id |
        | Other session   | pending | low      | o1 |
      And new tools are made for the session "session-kit-1", with the same config folder
      Then TodoRead for agent "main" returns the todos:
        | content         | status      | priority | id |
        | Plan the work   | in_progress | high     | m1 |
      And the file "config/todos/session-kit-2-agent-main.json" holds the todos:
        | content         | status  | priority | id |
        | Other session   | pending | low      | o1 |

    @CC-STORE.11 @id:CC03-13
    Scenario: New tools with the same config folder and session see the list written before
      Given agent "main" has written the todos:
        | content         | status      | priority | id |
        | Plan the work   | completed   | high     | m1 |
        | Write the code  | in_progress | high     | m2 |
      When new tools are made with the same config folder and session
      Then TodoRead for agent "main" returns the todos:
        | content         | status      | priority | id |
        | Plan the work   | completed   | high     | m1 |
        | Write the code  | in_progress | high     | m2 |

    @CC-STORE.11 @id:CC03-14
    Scenario: The list outlives the process: new tools in a fresh process see it, and it is on disk
      A list kept in module memory passes the same-process check (CC03-13); a fresh process tells it apart.

      Given agent "main" has written the todos:
        | content         | status      | priority | id |
        | Plan the work   | completed   | high     | m1 |
        | Write the code  | in_progress | high     | m2 |
      When the implementation's process is restarted, and new tools are made with the same config folder and session
      Then TodoRead for agent "main" returns the todos:
        | content         | status      | priority | id |
        | Plan the work   | completed   | high     | m1 |
        | Write the code  | in_progress | high     | m2 |
      And the file "config/todos/session-kit-1-agent-main.json" holds the todos:
        | content         | status      | priority | id |
        | Plan the work   | completed   | high     | m1 |
        | Write the code  | in_progress | high     | m2 |
