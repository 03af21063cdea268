@F-008
Feature: F-008 TodoWrite validates in a fixed order, stops at the first error, and writes nothing then
  PRD 3.2 F-008. The order: 1. `todos` present; 2. `todos` an array; 3. each todo in turn: (a) content a
  non-empty string after trim, (b) status one of the enum, (c) activeForm a non-empty string after trim.
  The first error is returned and nothing after it is checked. A failed validation does not touch the store.

  Rule: the checks run in the PRD's order, and the first failure wins

    @id:F008-01 @F-008.O3 @F-008.R1
    Scenario Outline: A todo with several faults reports the first in the order content, status, activeForm (<case>)
      When the model calls TodoWrite with input:
        """json
        { "todos": [<todo>] }
        """
      Then the call fails with the message "<message>"

      Examples:
        | case                          | todo                                                           | message                                                                                        |
        | content and status bad        | { "content": "", "status": "nope", "activeForm": "ok" }        | Todo at index 0: content is required and cannot be empty                                       |
        | content and activeForm bad    | { "content": " ", "status": "pending", "activeForm": "" }      | Todo at index 0: content is required and cannot be empty                                       |
        | all three bad                 | { "content": "", "status": "nope", "activeForm": "" }          | Todo at index 0: content is required and cannot be empty                                       |
        | all three missing             | {}                                                             | Todo at index 0: content is required and cannot be empty                                       |
        | status and activeForm bad     | { "content": "ok", "status": "nope", "activeForm": "" }        | Todo at index 0: invalid status 'nope'. Must be one of: pending, in_progress, completed        |
        | status bad, activeForm missing| { "content": "ok", "status": "later" }                         | Todo at index 0: invalid status 'later'. Must be one of: pending, in_progress, completed       |

    @id:F008-02 @F-008.R1 @F-008.R2 @F-008.O3
    Scenario Outline: The first faulty todo wins over faults in later todos (<case>)
      When the model calls TodoWrite with input:
        """json
        { "todos": <todos> }
        """
      Then the call fails with the message "<message>"

      Examples:
        | case                                           | todos                                                                                                                                                                         | message                                                                                  |
        | item 1 activeForm before item 2 content         | [{ "content": "a", "status": "pending", "activeForm": "a" }, { "content": "b", "status": "pending", "activeForm": "" }, { "content": "", "status": "pending", "activeForm": "c" }] | Todo at index 1: activeForm is required and cannot be empty                              |
        | item 0 status before item 1 content            | [{ "content": "a", "status": "x", "activeForm": "a" }, { "content": "", "status": "pending", "activeForm": "b" }]                                                                  | Todo at index 0: invalid status 'x'. Must be one of: pending, in_progress, completed     |
        | item 1 content before item 2 being null         | [{ "content": "a", "status": "pending", "activeForm": "a" }, { "content": "", "status": "y", "activeForm": "" }, null]                                                             | Todo at index 1: content is required and cannot be empty                                 |
        | item 2 of 3, the others fine                    | [{ "content": "a", "status": "pending", "activeForm": "a" }, { "content": "b", "status": "completed", "activeForm": "b" }, { "content": "c", "status": "paused", "activeForm": "c" }] | Todo at index 2: invalid status 'paused'. Must be one of: pending, in_progress, completed |

    @id:F008-03 @F-008.O1 @F-008.O2 @F-008.R1
    Scenario: 'todos' is checked before anything else in the input
      When the model calls TodoWrite with input:
        """json
        { "todo": [{ "content": "", "status": "x", "activeForm": "" }], "content": "" }
        """
      Then the call fails with the message "'todos' array is required"

  Rule: a failed validation writes nothing: not the todos before the faulty one, not any of them

    @id:F008-04 @F-008.R3 @F-001.S2 @F-001.R3
    Scenario: A fault in the last todo leaves the earlier list exactly as it was
      Given the todo list holds:
        | content  | status      | activeForm  |
        | Original | in_progress | Originating |
        | Second   | pending     | Seconding   |
      When the model calls TodoWrite with the todos:
        | content    | status    | activeForm    |
        | Replace 1  | completed | Replacing 1   |
        | Replace 2  | pending   | Replacing 2   |
        | Replace 3  | pending   |               |
      Then the call is refused (the PRD says "Todo at index 2: activeForm is required and cannot be empty")
      And the todo list is:
        | content  | status      | activeForm  |
        | Original | in_progress | Originating |
        | Second   | pending     | Seconding   |

    @id:F008-05 @F-008.R3 @F-001.S2 @F-001.S1
    Scenario: A fault in the first todo leaves the earlier list exactly as it was
      Given the todo list holds:
        | content  | status  | activeForm  |
        | Original | pending | Originating |
      When the model calls TodoWrite with the todos:
        | content | status  | activeForm |
        |         | pending | Replacing  |
        | Fine    | pending | Fine       |
      Then the call is refused (the PRD says "Todo at index 0: content is required and cannot be empty")
      And the todo list is:
        | content  | status  | activeForm  |
        | Original | pending | Originating |

    @id:F008-06 @F-008.R3 @F-001.S2 @F-001.R1
    Scenario: Several failed writes in a row change nothing, and the next valid write replaces the list
      Given the todo list holds:
        | content  | status  | activeForm  |
        | Original | pending | Originating |
      When the model calls TodoWrite with input:
        """json
        { "todos": [{ "content": "x", "status": "pending", "activeForm": "x" }, { "content": "y", "status": "bad", "activeForm": "y" }] }
        """
      And the model calls TodoWrite with input:
        """json
        { "todos": [{ "content": "x", "status": "pending", "activeForm": "x" }, 42] }
        """
      Then the todo list is:
        | content  | status  | activeForm  |
        | Original | pending | Originating |
      When the model calls TodoWrite with the todos:
        | content | status    | activeForm |
        | Fixed   | completed | Fixing     |
      Then the write succeeds with count 1
      And the todo list is:
        | content | status    | activeForm |
        | Fixed   | completed | Fixing     |
