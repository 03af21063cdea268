@SC-VAL
Feature: Input validation: the fields of each todo and the todos array
  The design's "字段验证". A call that breaks a rule is refused with the "Validation failed" block (the error
  section is checked in 6-error-handling.feature) and leaves the list as it was. Boundaries are checked on both
  sides: 200 characters and 50 items pass, 201 and 51 do not.

  Rule: content: required, non-empty, at most 200 characters, not only whitespace

    @id:SC05-01 @SC-VAL.1
    Scenario Outline: A todo without a usable content is refused (<case>)
      When the agent runs:
        """
        TodoWrite '{"todos":[<todo>]}'
        """
      Then the command fails validation on the field:
        | todos[0].content |

      Examples:
        | case             | todo                                                      |
        | missing          | {"activeForm":"Running tests","status":"pending"}         |
        | empty            | {"content":"","activeForm":"Running tests","status":"pending"} |
        | not a string     | {"content":42,"activeForm":"Running tests","status":"pending"} |
        | null             | {"content":null,"activeForm":"Running tests","status":"pending"} |

    @id:SC05-02 @SC-VAL.2
    Scenario: content of 200 characters is accepted
      When the agent runs TodoWrite with one todo whose content has 200 characters
      Then the command succeeds

    @id:SC05-03 @SC-VAL.2
    Scenario: content of 201 characters is refused
      When the agent runs TodoWrite with one todo whose content has 201 characters
      Then the command fails validation on the field:
        | todos[0].content |

    @id:SC05-04 @SC-VAL.3
    Scenario Outline: content of only whitespace is refused (<case>)
      When the agent runs:
        """
        TodoWrite '{"todos":[{"content":<content>,"activeForm":"Running tests","status":"pending"}]}'
        """
      Then the command fails validation on the field:
        | todos[0].content |

      Examples:
        | case              | content          |
        | one space         | " "              |
        | spaces            | "     "          |
        | tabs, newlines    | "\\t\\n  \\r"    |
        | full-width spaces | "\\u3000\\u3000" |
        | no-break space    | "\\u00a0"        |

  Rule: activeForm: required, non-empty, at most 200 characters

    @id:SC05-05 @SC-VAL.4
    Scenario Outline: A todo without a usable activeForm is refused (<case>)
      When the agent runs:
        """
        TodoWrite '{"todos":[<todo>]}'
        """
      Then the command fails validation on the field:
        | todos[0].activeForm |

      Examples:
        | case          | todo                                                  |
        | missing       | {"content":"Run tests","status":"pending"}            |
        | empty         | {"content":"Run tests","activeForm":"","status":"pending"} |
        | not a string  | {"content":"Run tests","activeForm":["x"],"status":"pending"} |

    @id:SC05-06 @SC-VAL.4 @interpretation @strict
    Scenario: An activeForm of only spaces is accepted: the whitespace rule is content's alone
      The design lists "不允许仅空白字符" under content only; the kit reads its absence under activeForm as "allowed".
      A validator that trims both fields follows the spirit of the rule, so the default run does not ask this.
      When the agent runs:
        """
        TodoWrite '{"todos":[{"content":"Run tests","activeForm":"   ","status":"pending"}]}'
        """
      Then the command succeeds

    @id:SC05-07 @SC-VAL.5
    Scenario: activeForm of 200 characters is accepted
      When the agent runs TodoWrite with one todo whose activeForm has 200 characters
      Then the command succeeds

    @id:SC05-08 @SC-VAL.5
    Scenario: activeForm of 201 characters is refused
      When the agent runs TodoWrite with one todo whose activeForm has 201 characters
      Then the command fails validation on the field:
        | todos[0].activeForm |

  Rule: status: one of pending, in_progress, completed

    @id:SC05-09 @SC-VAL.6
    Scenario Outline: A status outside the three values is refused (<case>)
      When the agent runs:
        """
        TodoWrite '{"todos":[{"content":"Run tests","activeForm":"Running tests","status":"pending"},{"content":"Ship","activeForm":"Shipping","status":<status>}]}'
        """
      Then the command fails validation on the field:
        | todos[1].status |

      Examples:
        | case           | status        |
        | done           | "done"        |
        | upper case     | "PENDING"     |
        | in progress    | "in progress" |
        | empty          | ""            |
        | a number       | 1             |
        | with spaces    | " pending "   |

    @id:SC05-10 @SC-VAL.6
    Scenario: A todo without a status is refused
      When the agent runs:
        """
        TodoWrite '{"todos":[{"content":"Run tests","activeForm":"Running tests"}]}'
        """
      Then the command fails validation on the field:
        | todos[0].status |

    @id:SC05-16 @SC-VAL.10
    Scenario: The usage flow's first call, every task pending, is accepted: no task in progress is required
      The usage flow breaks the task into todos "all marked pending" and calls TodoWrite to create the list, before
      the first one is marked in_progress.
      When the agent runs TodoWrite with the todos:
        | content              | activeForm             | status  |
        | Analyze requirements | Analyzing requirements | pending |
        | Write implementation | Writing implementation | pending |
        | Run tests            | Running tests          | pending |
      Then the command succeeds, its summary counting 0 completed, 0 in_progress, 3 pending
      And the list is:
        | content              | activeForm             | status  |
        | Analyze requirements | Analyzing requirements | pending |
        | Write implementation | Writing implementation | pending |
        | Run tests            | Running tests          | pending |

    @id:SC05-11 @SC-VAL.10 @interpretation @strict
    Scenario: Two tasks in progress are accepted: "exactly ONE" is advice to the model, not a validation rule
      todo-write.md tells the model to keep exactly one task in_progress; the validation rules do not refuse more.
      An implementation that enforces the advice follows the document's prompt, so the default run does not ask this.
      When the agent runs TodoWrite with the todos:
        | content   | activeForm    | status      |
        | Run tests | Running tests | in_progress |
        | Lint      | Linting       | in_progress |
      Then the command succeeds with the summary "Todo list updated: 0 completed, 2 in_progress, 0 pending"

  Rule: todos: an array, may be empty, at most 50 items

    @id:SC05-12 @SC-VAL.8 @SC-ENV.3
    Scenario: 50 todos are accepted, every one kept in order
      When the agent runs TodoWrite with 50 todos
      Then the command succeeds, its summary counting 25 completed, 1 in_progress, 24 pending
      And the list holds those 50 todos, in order

    @id:SC05-13 @SC-VAL.8 @SC-ENV.3
    Scenario: 51 todos are refused, naming todos
      When the agent runs TodoWrite with 51 todos
      Then the command fails validation on the field:
        | todos |

    @id:SC05-14 @SC-VAL.9
    Scenario Outline: JSON that is not a TodoWriteInput is a validation failure, not a JSON error (<case>)
      When the agent runs:
        """
        TodoWrite '<json>'
        """
      Then the command fails validation on the field:
        | todos |

      Examples:
        | case                  | json                          |
        | no todos              | {}                            |
        | a misspelt field      | {"todo":[]}                   |
        | todos null            | {"todos":null}                |
        | todos a string        | {"todos":"Run tests"}         |
        | todos an object       | {"todos":{}}                  |

    @id:SC05-15 @SC-VAL.9
    Scenario Outline: JSON that is not an object at all is a validation failure (<case>)
      When the agent runs:
        """
        TodoWrite '<json>'
        """
      Then the command fails validation

      Examples:
        | case         | json   |
        | an array     | []     |
        | a number     | 42     |
        | null         | null   |
        | a string     | "todos" |

    @id:SC05-17 @SC-VAL.9
    Scenario Outline: A todo that is not an object is refused (<case>)
      Its lines may name the todo (todos[0]) or each field it lacks: the design does not say which.

      When the agent runs:
        """
        TodoWrite '{"todos":[<todo>]}'
        """
      Then the command fails validation

      Examples:
        | case     | todo        |
        | null     | null        |
        | a string | "Run tests" |
        | a number | 42          |

  Rule: every problem has a line of its own

    @id:SC05-18 @SC-ERR.4
    Scenario: Two bad fields of one todo get a line each
      When the agent runs:
        """
        TodoWrite '{"todos":[{"content":"","activeForm":"Running tests","status":"done"}]}'
        """
      Then the command fails validation on the fields:
        | todos[0].content |
        | todos[0].status  |

  Rule: a length counts characters

    @id:SC05-20 @SC-VAL.2 @SC-VAL.5
    Scenario Outline: 100 characters beyond ASCII are 100 characters, well within 200 (<field>)
      Each is three bytes in UTF-8: a length in bytes (300) would refuse them.

      When the agent runs TodoWrite with one todo whose <field> is "字" 100 times
      Then the command succeeds

      Examples:
        | field      |
        | content    |
        | activeForm |
