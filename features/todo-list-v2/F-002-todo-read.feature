@F-002
Feature: F-002 TodoRead returns the whole list, and changes nothing
  PRD 3.2 F-002. TodoRead takes no parameters and answers {"todos":[...]} with every task in the store, in the
  order they were written. An empty list is an empty array, not an error.

  @id:F002-01 @F-002.R2 @F-002.OUT @F-002.IN
  Scenario: A new registry reads as an empty list, and that is not an error
    When the model calls TodoRead
    Then the call succeeds with content:
      """json
      { "todos": [] }
      """

  @id:F002-02 @F-002.R1 @F-002.OUT @UC-002
  Scenario: TodoRead returns exactly the todos last written, in the order written
    Given the todo list holds:
      | content        | status      | activeForm       |
      | Zebra last     | pending     | Zebra-ing        |
      | Apple first    | completed   | Apple-ing        |
      | Mango middle   | in_progress | Mango-ing        |
    When the model calls TodoRead
    Then the call succeeds with content:
      """json
      { "todos": [
        { "content": "Zebra last", "status": "pending", "activeForm": "Zebra-ing" },
        { "content": "Apple first", "status": "completed", "activeForm": "Apple-ing" },
        { "content": "Mango middle", "status": "in_progress", "activeForm": "Mango-ing" }
      ] }
      """

  @id:F002-03 @F-002.S1
  Scenario: Reading twice gives the same answer: a read changes nothing
    Given the todo list holds:
      | content | status      | activeForm |
      | One     | in_progress | Doing one  |
      | Two     | pending     | Doing two  |
    When the model calls TodoRead with id "toolu_read_1"
    And the model calls TodoRead with id "toolu_read_2"
    Then the results of "toolu_read_1" and "toolu_read_2" have the same content
    And the todo list is:
      | content | status      | activeForm |
      | One     | in_progress | Doing one  |
      | Two     | pending     | Doing two  |

  @id:F002-04 @F-002.S1 @F-002.R2
  Scenario: Reading an empty list leaves it empty, and a write after reads still counts from the input
    When the model calls TodoRead with id "toolu_read_1"
    And the model calls TodoRead with id "toolu_read_2"
    Then the result of "toolu_read_1" succeeds with content:
      """json
      { "todos": [] }
      """
    And the result of "toolu_read_2" succeeds with content:
      """json
      { "todos": [] }
      """
    When the model calls TodoWrite with the todos:
      | content | status  | activeForm |
      | Only    | pending | Onlying    |
    Then the write succeeds with count 1

  @id:F002-09 @F-002.S1
  Scenario: TodoRead changes nothing even when it is sent todos to write
    Whatever TodoRead answers to input it does not expect, reading stays read-only: the list is as it was.
    Given the todo list holds:
      | content | status  | activeForm |
      | Mine    | pending | Owning     |
    When the model calls TodoRead with input:
      """json
      { "todos": [{ "content": "Sneaky", "status": "pending", "activeForm": "Sneaking" }] }
      """
    Then the todo list is:
      | content | status  | activeForm |
      | Mine    | pending | Owning     |

  @id:F002-10 @F-002.OUT @F-001.IN @interpretation @strict
  Scenario: A todo written with a field of its own is read back with only content, status and activeForm
    Interpretation, opt-in: F-008's checks do not refuse an extra field (only the schema does), and F-002's output
    shows todos of three fields. Keeping to those three is the reading that matches both; storing the extra field
    is not forbidden by the text.
    When the model calls TodoWrite with input:
      """json
      { "todos": [{ "content": "Ship", "status": "pending", "activeForm": "Shipping", "priority": "high" }] }
      """
    Then the write succeeds with count 1
    And the todo list is:
      | content | status  | activeForm |
      | Ship    | pending | Shipping   |

  @id:F002-05 @F-002.R2 @F-001.R2
  Scenario: After the list is cleared, TodoRead answers an empty array again
    Given the todo list holds:
      | content | status  | activeForm |
      | a       | pending | b          |
    When the model calls TodoWrite with input:
      """json
      { "todos": [] }
      """
    And the model calls TodoRead
    Then the call succeeds with content:
      """json
      { "todos": [] }
      """

  @id:F002-06 @F-002.R1 @F-001.S2
  Scenario: A failed write on a new registry leaves nothing to read
    When the model calls TodoWrite with input:
      """json
      { "todos": [{ "content": "Valid", "status": "pending", "activeForm": "Valid" }, { "content": "", "status": "pending", "activeForm": "x" }] }
      """
    Then the call fails with the message "Todo at index 1: content is required and cannot be empty"
    And the todo list is empty

  @id:F002-07 @F-002.IN @interpretation @strict
  Scenario: TodoRead ignores input it does not use
    Interpretation, opt-in: the PRD says TodoRead takes no parameters, but not what to do when a model sends
    some anyway. Its schema ({ type: 'object', properties: {} }) allows them, so answering the list is the
    friendly reading; refusing them is not forbidden.
    Given the todo list holds:
      | content | status  | activeForm |
      | a       | pending | b          |
    When the model calls TodoRead with input:
      """json
      { "filter": "pending" }
      """
    Then the call succeeds with content:
      """json
      { "todos": [{ "content": "a", "status": "pending", "activeForm": "b" }] }
      """

  @id:F002-08 @F-002.R1 @F-001.R1 @interpretation
  Scenario: A new registry starts with an empty list of its own, whatever earlier registries held
    The PRD's store lives in memory for a session; the kit's plug-in contract says createRegistry() returns a
    new registry with an empty list. A module-level list shared by every registry fails here.
    Given the todo list holds:
      | content      | status  | activeForm |
      | Left behind? | pending | Leaving    |
    When a new registry is created
    Then the todo list is empty
