@F-006 @in-process
Feature: F-006 Handlers are asynchronous and know nothing of tool_use_id
  PRD 3.2 F-006. `type ToolHandler = (params) => Promise<ToolHandlerResult>`, where ToolHandlerResult is
  { content, is_error? } without tool_use_id. The registry fills the id in, and passes the handler's content
  and is_error on unchanged. These checks run inside the implementation's process (the kit registers a handler
  of its own), so they are skipped for implementations reached over the line protocol.

  @id:F006-01 @F-006.SIG
  Scenario Outline: The <tool> handler returns a Promise
    When the kit calls the handler of "<tool>" directly with input:
      """json
      <input>
      """
    Then the handler returned a Promise
    And the handler answered with content:
      """json
      <answer>
      """

    Examples:
      | tool      | input                                                                    | answer                          |
      | TodoWrite | { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] } | { "success": true, "count": 1 } |
      | TodoRead  | {}                                                                       | { "todos": [] }                 |

  @id:F006-02 @F-006.SIG @F-006.R1
  Scenario: The TodoWrite handler's own error answer has content and is_error, and no tool_use_id
    When the kit calls the handler of "TodoWrite" directly with input:
      """json
      {}
      """
    Then the handler returned a Promise
    And the handler answered the error "'todos' array is required", without a tool_use_id

  @id:F006-03 @F-006.R1 @F-007.L2 @F-007.API
  Scenario: A registered handler receives the params, and no tool_use_id
    Given the kit registers a tool "Probe" whose handler answers:
      """json
      { "content": "probed" }
      """
    When the model calls Probe with id "toolu_secret_42" and input:
      """json
      { "path": "notes.md", "limit": 3, "nested": { "ok": true } }
      """
    Then nothing the handler of "Probe" received carries the tool_use_id "toolu_secret_42"
    And the handler of "Probe" was called once, with the input as its first argument

  @id:F006-04 @F-006.R2 @F-006.R3 @F-007.L3
  Scenario: The handler's content comes back unchanged, in a tool_result the registry assembled
    Given the kit registers a tool "Probe" whose handler answers:
      """json
      { "content": "  spaced out\nsecond line \"quoted\" ✓  " }
      """
    When the model calls Probe with id "toolu_probe_1" and input:
      """json
      {}
      """
    Then the result is a tool_result for the call
    And the result's content is exactly the content the handler answered
    And the result is not marked as an error

  @id:F006-05 @F-006.R3 @F-007.L3
  Scenario: The handler's is_error: true comes back unchanged
    Given the kit registers a tool "Probe" whose handler answers:
      """json
      { "content": "disk full", "is_error": true }
      """
    When the model calls Probe with id "toolu_probe_2" and input:
      """json
      {}
      """
    Then the call fails with the message "disk full"
    And the result carries the tool_use_id "toolu_probe_2"

  @id:F006-06 @F-006.R3 @F-004.R2
  Scenario: The handler's is_error: false comes back as a success
    Given the kit registers a tool "Probe" whose handler answers:
      """json
      { "content": "{\"ok\":true}", "is_error": false }
      """
    When the model calls Probe with input:
      """json
      {}
      """
    Then the call succeeds with content:
      """json
      { "ok": true }
      """

  @id:F006-07 @F-006.R3 @interpretation @strict
  Scenario: The handler's is_error: false is passed on as false, not dropped
    Interpretation, opt-in: F-006 says the handler's is_error is passed on directly, while F-004 allows a
    success to omit it; the default run accepts both.
    Given the kit registers a tool "Probe" whose handler answers:
      """json
      { "content": "fine", "is_error": false }
      """
    When the model calls Probe with input:
      """json
      {}
      """
    Then the result's is_error is exactly false

  @id:F006-08 @F-006.R3 @F-007.L3
  Scenario: A handler that answers content only gets a success tool_result
    Given the kit registers a tool "Probe" whose handler answers:
      """json
      { "content": "" }
      """
    When the model calls Probe with input:
      """json
      {}
      """
    Then the result's content is exactly the text ""
    And the result is not marked as an error
