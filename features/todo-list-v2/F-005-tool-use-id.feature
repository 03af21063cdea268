@F-005
Feature: F-005 tool_use_id pairs every tool_result with its tool_use request
  PRD 3.2 F-005. `executeTool(toolUseId, name, params): Promise<ToolResult>`. The caller (the simulated LLM)
  passes the id; the result carries the same id back, on success and on every failure, so that a model that
  asked several things at once can tell the answers apart.

  @id:F005-01 @F-005.R1 @F-005.R2 @F-004.R3
  Scenario Outline: The id given comes back unchanged (<case>)
    Each of these calls succeeds: an id carried back on a "not found" or on an error would not show it for a success.
    When the model calls <tool> with id "<id>" and input:
      """json
      <input>
      """
    Then the result is not marked as an error
    And the result carries the tool_use_id "<id>"

    Examples:
      | case                      | tool       | id                               | input                                                                     |
      | a successful write        | TodoWrite  | toolu_01A09q90qw90lq917835lq9     | { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] } |
      | a successful read         | TodoRead   | toolu_01D7FLrfh4GYq7yT1ULFeyMV    | {}                                                                        |
      | a clearing write          | TodoWrite  | toolu_clear                      | { "todos": [] }                                                           |
      | an id with unicode        | TodoRead   | toolu_é中-🚀                      | {}                                                                        |
      | an id with spaces         | TodoRead   | call number 7                    | {}                                                                        |
      | an empty id               | TodoRead   |                                  | {}                                                                        |

  @id:F005-02 @F-005.R3 @F-007.L1
  Scenario: The id comes back on an unknown tool
    When the model calls TodoDelete with id "toolu_unknown_7" and input:
      """json
      { "index": 0 }
      """
    Then the call fails with the message "Tool 'TodoDelete' not found"
    And the result carries the tool_use_id "toolu_unknown_7"

  @id:F005-03 @F-005.R3 @F-008.O1
  Scenario Outline: The id comes back on a failed validation (<case>)
    When the model calls TodoWrite with id "<id>" and input:
      """json
      <input>
      """
    Then the result is marked as an error
    And the result carries the tool_use_id "<id>"

    Examples:
      | case              | id            | input                                                                    |
      | todos missing     | toolu_v_e1    | {}                                                                       |
      | todos not array   | toolu_v_e2    | { "todos": null }                                                        |
      | content empty     | toolu_v_e3    | { "todos": [{ "content": "", "status": "pending", "activeForm": "y" }] } |
      | status invalid    | toolu_v_e4    | { "todos": [{ "content": "x", "status": "?", "activeForm": "y" }] }      |
      | activeForm empty  | toolu_v_e5    | { "todos": [{ "content": "x", "status": "pending", "activeForm": "" }] } |

  @id:F005-04 @F-005.R2 @F-005.R3
  Scenario: Calls sent at once each get their own id back
    The calls go out together (Promise.all) and overlap; each answer must carry its own id.
    When the model sends these calls at once:
      | id         | tool      | input                                                                      |
      | toolu_aaa  | TodoWrite | { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] }  |
      | toolu_bbb  | TodoRead  | {}                                                                         |
      | toolu_ccc  | TodoWrite | { "todos": "bad" }                                                         |
      | toolu_ddd  | NoSuchTool| {}                                                                         |
      | toolu_eee  | TodoRead  | {}                                                                         |
    Then every call's result carries its own tool_use_id
    And the result of "toolu_ccc" fails with the message "'todos' must be an array"
    And the result of "toolu_ddd" fails with the message "Tool 'NoSuchTool' not found"

  @id:F005-05 @F-005.R2 @F-006.R2 @in-process
  Scenario: Answers that arrive out of order still carry their own ids
    The slow tool is registered by the kit and answers after 50 ms; the fast call sent after it answers first.
    Given the kit registers a tool "SlowProbe" whose handler answers after 50 ms:
      """json
      { "content": "slow" }
      """
    And the kit registers a tool "FastProbe" whose handler answers:
      """json
      { "content": "fast" }
      """
    When the model sends these calls at once:
      | id          | tool      | input |
      | toolu_slow  | SlowProbe | {}    |
      | toolu_fast  | FastProbe | {}    |
    Then every call's result carries its own tool_use_id
    And the result of "toolu_slow" has the content "slow"
    And the result of "toolu_fast" has the content "fast"

  @id:F005-06 @F-005.R2
  Scenario: The same id twice is the caller's business: each call still answers with the id it was given
    When the model calls TodoRead with id "toolu_same"
    And the model calls TodoWrite with id "toolu_same" and input:
      """json
      { "todos": [] }
      """
    Then the result carries the tool_use_id "toolu_same"
    And the write succeeds with count 0

  @id:F005-07 @F-005.SIG @F-006.SIG @in-process
  Scenario Outline: executeTool returns a Promise (<case>)
    Each row first shows that the call took the path it names, so that a Promise from another path does not count.
    When the model calls <tool> with input:
      """json
      <input>
      """
    Then the result <marked>
    And executeTool returned a Promise

    Examples:
      | case                | tool      | input            | marked                    |
      | a write             | TodoWrite | { "todos": [] }  | is not marked as an error |
      | a read              | TodoRead  | {}               | is not marked as an error |
      | a failed validation | TodoWrite | {}               | is marked as an error     |
      | an unknown tool     | Nope      | {}               | is marked as an error     |
