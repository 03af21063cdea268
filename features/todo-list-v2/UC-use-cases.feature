Feature: UC-001..UC-004 The PRD's use cases, as short agent conversations
  PRD 2.3. Each story is what a model does across several turns of an agent loop: plan, progress, read back,
  clear, and call a tool that is not there. Every call carries its own tool_use_id, as a model's would.

  @id:UC001-01 @UC-001 @F-001.R1 @F-005.R2
  Scenario: UC-001 The model writes its plan, then rewrites it as the work moves on
    When the model calls TodoWrite with id "toolu_plan" and input:
      """json
      { "todos": [
        { "content": "Read the failing test", "status": "in_progress", "activeForm": "Reading the failing test" },
        { "content": "Fix the off-by-one", "status": "pending", "activeForm": "Fixing the off-by-one" },
        { "content": "Run the suite", "status": "pending", "activeForm": "Running the suite" }
      ] }
      """
    Then the result carries the tool_use_id "toolu_plan"
    And the write succeeds with count 3
    When the model calls TodoWrite with id "toolu_progress" and input:
      """json
      { "todos": [
        { "content": "Read the failing test", "status": "completed", "activeForm": "Reading the failing test" },
        { "content": "Fix the off-by-one", "status": "in_progress", "activeForm": "Fixing the off-by-one" },
        { "content": "Run the suite", "status": "pending", "activeForm": "Running the suite" }
      ] }
      """
    Then the result carries the tool_use_id "toolu_progress"
    And the write succeeds with count 3
    And the todo list is:
      | content               | status      | activeForm               |
      | Read the failing test | completed   | Reading the failing test |
      | Fix the off-by-one    | in_progress | Fixing the off-by-one    |
      | Run the suite         | pending     | Running the suite        |

  @id:UC002-01 @UC-002 @F-002.R1 @F-005.R2
  Scenario: UC-002 The model reads the list back to decide what to do next
    Given the todo list holds:
      | content          | status      | activeForm          |
      | Draft the email  | completed   | Drafting the email  |
      | Send the email   | in_progress | Sending the email   |
    When the model calls TodoRead with id "toolu_check"
    Then the result carries the tool_use_id "toolu_check"
    And the call succeeds with content:
      """json
      { "todos": [
        { "content": "Draft the email", "status": "completed", "activeForm": "Drafting the email" },
        { "content": "Send the email", "status": "in_progress", "activeForm": "Sending the email" }
      ] }
      """

  @id:UC003-01 @UC-003 @F-001.R2 @F-001.B1
  Scenario: UC-003 The model finishes and clears the list
    Given the todo list holds:
      | content   | status    | activeForm |
      | Ship it   | completed | Shipping   |
      | Celebrate | completed | Celebrating|
    When the model calls TodoWrite with id "toolu_clear" and input:
      """json
      { "todos": [] }
      """
    Then the result carries the tool_use_id "toolu_clear"
    And the write succeeds with count 0
    When the model calls TodoRead with id "toolu_after"
    Then the call succeeds with content:
      """json
      { "todos": [] }
      """

  @id:UC004-01 @UC-004 @F-007.L1 @F-005.R3
  Scenario: UC-004 The model calls a tool that is not registered, is told so, and carries on
    Given the todo list holds:
      | content | status      | activeForm |
      | Work    | in_progress | Working    |
    When the model calls TodoUpdate with id "toolu_typo" and input:
      """json
      { "index": 0, "status": "completed" }
      """
    Then the call fails with the message "Tool 'TodoUpdate' not found"
    And the result carries the tool_use_id "toolu_typo"
    When the model calls TodoWrite with id "toolu_retry" and input:
      """json
      { "todos": [{ "content": "Work", "status": "completed", "activeForm": "Working" }] }
      """
    Then the write succeeds with count 1
    And the result carries the tool_use_id "toolu_retry"
