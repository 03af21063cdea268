@F-001
Feature: F-001 TodoWrite error rows: exact messages, with the index of the faulty todo
  PRD 3.2 F-001, "Error & Exception Scenarios". Each error is a tool_result with is_error: true and the exact
  message of its row as content; {i} is the 0-based index of the faulty todo, {s} the status received.
  Scenario outlines number their rows: the id of a row is the outline's id, a slash and the row number.

  Rule: 'todos' missing: "'todos' array is required"

    @id:F001-E1 @F-001.E1 @F-008.O1
    Scenario Outline: TodoWrite without a todos field is refused (<case>)
      When the model calls TodoWrite with input:
        """json
        <input>
        """
      Then the call fails with the message "'todos' array is required"

      Examples:
        | case                          | input                                                                |
        | no parameters at all          | {}                                                                   |
        | a misspelt field              | { "todo": [] }                                                       |
        | the items given at top level  | { "content": "x", "status": "pending", "activeForm": "y" }           |

  Rule: 'todos' not an array: "'todos' must be an array"

    @id:F001-E2 @F-001.E2 @F-008.O2
    Scenario Outline: TodoWrite with todos that is not an array is refused (<case>)
      When the model calls TodoWrite with input:
        """json
        { "todos": <todos> }
        """
      Then the call fails with the message "'todos' must be an array"

      Examples:
        | case                              | todos                                                     |
        | null (present, so not "missing")  | null                                                      |
        | a string                          | "Write the tests"                                         |
        | an array serialised into a string | "[]"                                                      |
        | a number                          | 3                                                         |
        | a boolean                         | true                                                      |
        | an object                         | {}                                                        |
        | a single todo object              | { "content": "x", "status": "pending", "activeForm": "y" } |

  Rule: content empty: "Todo at index {i}: content is required and cannot be empty"

    @id:F001-E3 @F-001.E3 @F-008.O3 @F-008.R2
    Scenario Outline: A todo whose content is empty or blank is refused (<case>)
      When the model calls TodoWrite with input:
        """json
        { "todos": [{ "content": <content>, "status": "pending", "activeForm": "Doing it" }] }
        """
      Then the call fails with the message "Todo at index 0: content is required and cannot be empty"

      Examples:
        | case                          | content    |
        | the empty string              | ""         |
        | a single space                | " "        |
        | only spaces                   | "     "    |
        | tabs and newlines             | "\\t\\n \\r" |
        | an ideographic and a no-break space | "\\u3000\\u00a0" |

    @id:F001-E3-MISSING @F-001.E3 @F-008.O3
    Scenario Outline: A todo with no string content fails the content check (<case>)
      F-008 checks "content is a non-empty string (after trim)": a missing, null or non-string content is not one.
      When the model calls TodoWrite with input:
        """json
        { "todos": [<todo>] }
        """
      Then the call fails with the message "Todo at index 0: content is required and cannot be empty"

      Examples:
        | case                     | todo                                                |
        | content missing          | { "status": "pending", "activeForm": "Doing it" }   |
        | content null             | { "content": null, "status": "pending", "activeForm": "Doing it" } |
        | content a number         | { "content": 42, "status": "pending", "activeForm": "Doing it" }   |
        | content a boolean        | { "content": true, "status": "pending", "activeForm": "Doing it" } |
        | content an array         | { "content": ["x"], "status": "pending", "activeForm": "Doing it" } |
        | content an object        | { "content": { "text": "x" }, "status": "pending", "activeForm": "Doing it" } |

    @id:F001-E3-ITEM @F-001.E3 @F-008.O3
    Scenario Outline: A todo that is not an object fails the content check (<case>)
      An item that is not an object has no content, so it fails check (a) of F-008 first. Beyond the PRD's
      text, it must not crash the handler: a crash would answer no tool_result at all.
      When the model calls TodoWrite with input:
        """json
        { "todos": [{ "content": "Fine", "status": "pending", "activeForm": "Fine" }, <item>] }
        """
      Then the call fails with the message "Todo at index 1: content is required and cannot be empty"

      Examples:
        | case      | item              |
        | null      | null              |
        | a string  | "Write the tests" |
        | a number  | 7                 |
        | an array  | []                |
        | a boolean | false             |

    @id:F001-E3-INDEX @F-001.E3 @F-008.R2
    Scenario: The content message names the index of the first faulty todo
      When the model calls TodoWrite with the todos:
        | content | status      | activeForm |
        | First   | completed   | Firsting   |
        | Second  | in_progress | Seconding  |
        |         | pending     | Thirding   |
      Then the call fails with the message "Todo at index 2: content is required and cannot be empty"

  Rule: status invalid: "Todo at index {i}: invalid status '{s}'. Must be one of: pending, in_progress, completed"

    @id:F001-E4 @F-001.E4 @F-008.O3 @F-008.R2
    Scenario Outline: A todo whose status is not one of the three values is refused, quoting the status (<case>)
      When the model calls TodoWrite with input:
        """json
        { "todos": [{ "content": "Do it", "status": "<status>", "activeForm": "Doing it" }] }
        """
      Then the call fails with the message "Todo at index 0: invalid status '<status>'. Must be one of: pending, in_progress, completed"

      Examples:
        | case                          | status      |
        | an unknown word               | done        |
        | the right word in upper case  | PENDING     |
        | a space instead of _          | in progress |
        | a hyphen instead of _         | in-progress |
        | the empty string              |             |
        | a key every JS object has     | constructor |
        | a word longer than a line     | waiting-for-the-review-of-the-team-lead-and-the-qa-engineer |

      Examples: statuses that sibling TodoWrite contracts use, which this PRD does not
        | case                          | status      |
        | cancelled, of the envelope MVP | cancelled  |
        | blocked                       | blocked     |
        | todo                          | todo        |
        | complete, not completed       | complete    |
        | deferred                      | deferred    |

    @id:F001-E4-SPACES @F-001.E4 @F-008.O3
    Scenario: A status with surrounding spaces is invalid: only content and activeForm are trimmed, and only to check them
      When the model calls TodoWrite with input:
        """json
        { "todos": [{ "content": "Do it", "status": " pending ", "activeForm": "Doing it" }] }
        """
      Then the call fails with the message "Todo at index 0: invalid status ' pending '. Must be one of: pending, in_progress, completed"

    @id:F001-E4-TYPE @F-001.E4 @F-008.O3
    Scenario Outline: A missing or non-string status is an invalid status (<case>)
      The PRD's message quotes the status received as '{s}', but does not say how to spell a value that is
      not a string; any spelling passes here. @id:F001-E4-TYPE-JS pins JavaScript's spelling, opt-in.
      When the model calls TodoWrite with input:
        """json
        { "todos": [<todo>] }
        """
      Then the call fails with a message like "Todo at index 0: invalid status '*'. Must be one of: pending, in_progress, completed"

      Examples:
        | case             | todo                                                          |
        | status missing   | { "content": "Do it", "activeForm": "Doing it" }              |
        | status null      | { "content": "Do it", "status": null, "activeForm": "Doing it" } |
        | status a number  | { "content": "Do it", "status": 1, "activeForm": "Doing it" }  |
        | status an array  | { "content": "Do it", "status": ["pending"], "activeForm": "Doing it" } |

    @id:F001-E4-TYPE-JS @F-001.E4 @interpretation @strict
    Scenario Outline: A missing or non-string status is quoted the way JavaScript's String() spells it (<case>)
      Interpretation, opt-in (--tags @strict): the PRD's message template '{s}' written as a JavaScript template
      literal, as its TypeScript origin suggests. An implementation in another language may spell these otherwise.
      When the model calls TodoWrite with input:
        """json
        { "todos": [<todo>] }
        """
      Then the call fails with the message "Todo at index 0: invalid status '<shown>'. Must be one of: pending, in_progress, completed"

      Examples:
        | case            | todo                                                              | shown     |
        | status missing  | { "content": "Do it", "activeForm": "Doing it" }                  | undefined |
        | status null     | { "content": "Do it", "status": null, "activeForm": "Doing it" }  | null      |
        | status a number | { "content": "Do it", "status": 1, "activeForm": "Doing it" }     | 1         |

    @id:F001-E4-INDEX @F-001.E4 @F-008.R2
    Scenario: The status message names the index of the faulty todo
      When the model calls TodoWrite with the todos:
        | content | status    | activeForm |
        | First   | completed | Firsting   |
        | Second  | blocked   | Seconding  |
      Then the call fails with the message "Todo at index 1: invalid status 'blocked'. Must be one of: pending, in_progress, completed"

    @id:F001-E4-LATE @F-001.E4 @F-008.O3 @F-008.R2
    Scenario: Every todo is checked, the last of a long list too
      When the model calls TodoWrite with 60 todos, the one at index 55 with the status "blocked"
      Then the call fails with the message "Todo at index 55: invalid status 'blocked'. Must be one of: pending, in_progress, completed"

  Rule: activeForm empty: "Todo at index {i}: activeForm is required and cannot be empty"

    @id:F001-E5-COMPLETED @F-001.E5 @F-008.O3
    Scenario: A completed todo needs its activeForm too
      The PRD's rule names no status: a todo that is done still carries what it was doing.

      When the model calls TodoWrite with input:
        """json
        { "todos": [{ "content": "Do it", "status": "completed", "activeForm": "" }] }
        """
      Then the call fails with the message "Todo at index 0: activeForm is required and cannot be empty"

    @id:F001-E5 @F-001.E5 @F-008.O3 @F-008.R2
    Scenario Outline: A todo whose activeForm is empty or blank is refused (<case>)
      When the model calls TodoWrite with input:
        """json
        { "todos": [{ "content": "Do it", "status": "pending", "activeForm": <activeForm> }] }
        """
      Then the call fails with the message "Todo at index 0: activeForm is required and cannot be empty"

      Examples:
        | case              | activeForm |
        | the empty string  | ""         |
        | a single space    | " "        |
        | tabs and newlines | "\\t \\n"  |

    @id:F001-E5-MISSING @F-001.E5 @F-008.O3
    Scenario Outline: A todo with no string activeForm fails the activeForm check (<case>)
      When the model calls TodoWrite with input:
        """json
        { "todos": [<todo>] }
        """
      Then the call fails with the message "Todo at index 0: activeForm is required and cannot be empty"

      Examples:
        | case                | todo                                                            |
        | activeForm missing  | { "content": "Do it", "status": "pending" }                     |
        | activeForm null     | { "content": "Do it", "status": "pending", "activeForm": null } |
        | activeForm a number | { "content": "Do it", "status": "pending", "activeForm": 0 }    |
        | activeForm an object| { "content": "Do it", "status": "pending", "activeForm": {} }   |

    @id:F001-E5-INDEX @F-001.E5 @F-008.R2
    Scenario: The activeForm message names the index of the faulty todo
      When the model calls TodoWrite with the todos:
        | content | status    | activeForm |
        | First   | completed | Firsting   |
        | Second  | pending   | Seconding  |
        | Third   | pending   | Thirding   |
        | Fourth  | pending   |            |
      Then the call fails with the message "Todo at index 3: activeForm is required and cannot be empty"

  Rule: every error is an error tool_result and leaves the list as it was

    @id:F001-E-STATE @F-001.R3 @F-001.S2 @F-008.R3
    Scenario Outline: After each kind of error the earlier list is still there (<case>)
      Given the todo list holds:
        | content | status      | activeForm |
        | Keep me | in_progress | Keeping    |
      When the model calls TodoWrite with input:
        """json
        <input>
        """
      Then the call is refused (the PRD says "<message>")
      And the todo list is:
        | content | status      | activeForm |
        | Keep me | in_progress | Keeping    |

      Examples:
        | case              | input                                                                     | message                                                                                   |
        | todos missing     | {}                                                                        | 'todos' array is required                                                                 |
        | todos not array   | { "todos": "nope" }                                                       | 'todos' must be an array                                                                  |
        | content empty     | { "todos": [{ "content": "", "status": "pending", "activeForm": "x" }] }   | Todo at index 0: content is required and cannot be empty                                  |
        | status invalid    | { "todos": [{ "content": "x", "status": "nope", "activeForm": "x" }] }    | Todo at index 0: invalid status 'nope'. Must be one of: pending, in_progress, completed   |
        | activeForm empty  | { "todos": [{ "content": "x", "status": "pending", "activeForm": " " }] } | Todo at index 0: activeForm is required and cannot be empty                               |
