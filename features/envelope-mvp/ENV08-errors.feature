@ENV-ERROR
Feature: Design 8: errors are envelopes
  INVALID_PARAM for a missing or illegal parameter (every refusal in the other features checks it), and
  INTERNAL_ERROR for an unexpected failure. A refused call changes nothing.

  @ENV-ERROR.2 @id:ENV08-01
  Scenario: A completion log that cannot be written is never reported as INVALID_PARAM
    Given the completion log cannot be written, whichever of its folders the tool made already
    When the model sends the todos:
      | content | status    |
      | 修复重叠检测  | completed |
    Then the answer is an envelope: success, or an error with the code INTERNAL_ERROR

  @ENV-ERROR.3 @ENV-LOG.2 @id:ENV08-02
  Scenario: A refused call writes no log, even when every todo is completed
    When the model sends the parameters:
      """
      { "todos": [{ "content": "修复重叠检测", "status": "completed" }, { "content": "更新文档", "status": "cancelled" }] }
      """
    Then the call is refused with INVALID_PARAM
    And no log is written

  @ENV-ERROR.3 @ENV-LOG.2 @ENV-LIMIT.1 @id:ENV08-02-LIMIT
  Scenario: A call refused for its count writes no log either, though every todo is completed
    The log is written after every check has passed: the count's and the lengths' too, not the parameters' alone.

    When the model sends 11 todos, all completed
    Then the call is refused with INVALID_PARAM
    And no log is written

  @ENV-ERROR.3 @ENV-LOG.5 @id:ENV08-03
  Scenario: A refused call does not count as a task block
    When the model sends the todos:
      | content | status    |
      | 修复重叠检测  | completed |
    And 5 minutes pass
    And the model sends the parameters:
      """
      { "todos": [{ "content": "修复测试", "status": "completed" }] }
      """
    And the call is refused with INVALID_PARAM
    And 5 minutes pass
    And the model sends the todos:
      | content | status    |
      | 更新文档    | completed |
    Then the blocks are headed, in order:
      | task | minutes after start |
      | 1    | 0                   |
      | 2    | 10                  |

  @ENV-ERROR.1 @id:ENV08-04 @interpretation @strict
  Scenario: A todo with a key the schema does not declare is refused
    The schema says additionalProperties: false, but 2.2 lists the tool's checks as count, length and status;
    refusing an unknown key is held only in the strict run.
    When the model sends the parameters:
      """
      { "summary": "修复 multi_edit 重叠检测", "todos": [{ "content": "更新文档", "status": "pending", "priority": "high" }] }
      """
    Then the call is refused with INVALID_PARAM
