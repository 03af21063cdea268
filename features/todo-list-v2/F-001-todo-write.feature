@F-001
Feature: F-001 TodoWrite replaces the whole todo list
  PRD 3.2 F-001. TodoWrite receives the complete todos array and replaces the list in memory with it, the way
  Claude Code's TodoWrite works: the model always sends the whole list, never a patch. On success the content
  is the JSON text {"success":true,"count":N}, compared here as parsed JSON (key order and spacing are free).
  The five error rows of F-001 are in F-001-todo-write-errors.feature; the validation order is in F-008.

  @id:F001-01 @F-001.IN @F-001.OUT @F-001.B2 @UC-001
  Scenario: A single todo is written and counted
    When the model calls TodoWrite with input:
      """json
      { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] }
      """
    Then the write succeeds with count 1
    And the todo list is:
      | content | status  | activeForm |
      | x       | pending | y          |

  @id:F001-02 @F-001.OUT @F-001.IN
  Scenario: Several todos, one in each status, are written and counted
    When the model calls TodoWrite with the todos:
      | content           | status      | activeForm          |
      | Write the parser  | completed   | Writing the parser  |
      | Run the tests     | in_progress | Running the tests   |
      | Update the README | pending     | Updating the README |
    Then the write succeeds with count 3

  @id:F001-03 @F-001.OUT @F-004.R1
  Scenario: The success content is exactly the JSON object {"success":true,"count":N}, with nothing more
    When the model calls TodoWrite with the todos:
      | content | status  | activeForm |
      | a       | pending | b          |
      | c       | pending | d          |
    Then the call succeeds with content:
      """json
      { "success": true, "count": 2 }
      """

  @id:F001-04 @F-001.R1 @F-001.S1
  Scenario: A write replaces the earlier list as a whole, it does not append
    Given the todo list holds:
      | content       | status    | activeForm      |
      | Old task one  | completed | Doing old one   |
      | Old task two  | pending   | Doing old two   |
      | Old task three| pending   | Doing old three |
    When the model calls TodoWrite with the todos:
      | content  | status      | activeForm     |
      | New task | in_progress | Doing new task |
    Then the write succeeds with count 1
    And the todo list is:
      | content  | status      | activeForm     |
      | New task | in_progress | Doing new task |

  @id:F001-05 @F-001.R1
  Scenario: Rewriting the same tasks with new statuses updates them (the model's way to tick a task off)
    Given the todo list holds:
      | content   | status      | activeForm |
      | Plan      | in_progress | Planning   |
      | Implement | pending     | Implementing |
    When the model calls TodoWrite with the todos:
      | content   | status      | activeForm   |
      | Plan      | completed   | Planning     |
      | Implement | in_progress | Implementing |
    Then the write succeeds with count 2
    And the todo list is:
      | content   | status      | activeForm   |
      | Plan      | completed   | Planning     |
      | Implement | in_progress | Implementing |

  @id:F001-06 @F-001.R2 @F-001.B1 @UC-003
  Scenario: An empty array is valid, clears the list and answers count 0
    Given the todo list holds:
      | content | status  | activeForm |
      | a       | pending | b          |
      | c       | pending | d          |
    When the model calls TodoWrite with input:
      """json
      { "todos": [] }
      """
    Then the write succeeds with count 0
    And the todo list is empty

  @id:F001-07 @F-001.B1
  Scenario: An empty array on an empty list is valid too
    When the model calls TodoWrite with input:
      """json
      { "todos": [] }
      """
    Then the write succeeds with count 0
    And the todo list is empty

  @id:F001-08 @F-001.B3
  Scenario Outline: content and activeForm of a single character are valid (the smallest non-empty value)
    When the model calls TodoWrite with input:
      """json
      { "todos": [{ "content": "<content>", "status": "<status>", "activeForm": "<activeForm>" }] }
      """
    Then the write succeeds with count 1
    And the todo list is:
      | content   | status   | activeForm   |
      | <content> | <status> | <activeForm> |

    Examples:
      | content | status      | activeForm |
      | x       | pending     | y          |
      | 1       | in_progress | 2          |
      | é       | completed   | 中         |

  @id:F001-09 @F-001.R1 @F-002.R1
  Scenario: Text is stored as given: inner and surrounding spaces, quotes, unicode and emoji survive the round trip
    When the model calls TodoWrite with input:
      """json
      { "todos": [
        { "content": "  Keep   my spaces  ", "status": "pending", "activeForm": " Keeping spaces " },
        { "content": "Quote \"this\" and 'that'", "status": "pending", "activeForm": "Quoting \\ backslash" },
        { "content": "写单元测试 ✅", "status": "completed", "activeForm": "正在写单元测试 🚀" }
      ] }
      """
    Then the write succeeds with count 3
    And TodoRead answers:
      """json
      { "todos": [
        { "content": "  Keep   my spaces  ", "status": "pending", "activeForm": " Keeping spaces " },
        { "content": "Quote \"this\" and 'that'", "status": "pending", "activeForm": "Quoting \\ backslash" },
        { "content": "写单元测试 ✅", "status": "completed", "activeForm": "正在写单元测试 🚀" }
      ] }
      """

  @id:F001-10 @F-001.R1 @F-001.OUT
  Scenario: A long list is written whole and counted
    When the model calls TodoWrite with 100 todos
    Then the write succeeds with count 100
    And the todo list holds those 100 todos, in order

  @id:F001-10-MORE @F-001.R1 @F-001.OUT
  Scenario: The PRD sets no limit on the list: 101 todos are written whole
    When the model calls TodoWrite with 101 todos
    Then the write succeeds with count 101
    And the todo list holds those 101 todos, in order

  @id:F001-11 @F-001.R1
  Scenario: Duplicate todos are kept as written: the list is a list, not a set
    When the model calls TodoWrite with the todos:
      | content | status  | activeForm |
      | Same    | pending | Doing same |
      | Same    | pending | Doing same |
    Then the write succeeds with count 2
    And the todo list is:
      | content | status  | activeForm |
      | Same    | pending | Doing same |
      | Same    | pending | Doing same |

  @id:F001-12 @F-001.R1 @F-001.S1
  Scenario: Each write replaces the previous one, however many come in a row
    Given the todo list holds:
      | content | status  | activeForm |
      | one     | pending | doing one  |
    And the todo list holds:
      | content | status  | activeForm |
      | two     | pending | doing two  |
      | three   | pending | doing three|
    When the model calls TodoWrite with the todos:
      | content | status    | activeForm |
      | four    | completed | doing four |
    Then the write succeeds with count 1
    And the todo list is:
      | content | status    | activeForm |
      | four    | completed | doing four |
