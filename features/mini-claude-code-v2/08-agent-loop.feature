@MCC-LOOP
Feature: MCC-LOOP The agent loop: ask the model, run its tool calls, answer them, until it stops using tools
  Document section 5. Each round sends the conversation and the tools to client.messages.create. A response
  whose stop_reason is not "tool_use" is appended as the assistant's message and ends the loop; otherwise every
  tool_use block runs in order, the assistant's message and then one user message with the results are appended,
  and the model is asked again. The kit's scripted model plays the client (docs/profiles/mini-claude-code-v2.md).

  @id:MCC08-01 @MCC-LOOP.2 @needs:agentLoop
  Scenario Outline: A response that is not tool_use ends the loop, kept as the assistant's message (<case>)
    When the user says "Hello" and the model answers:
      | rounds | tools |
      | end    | <stop> |
    Then the model was asked 1 time
    And the conversation after the loop is the user's message, then the model's final answer

    Examples:
      | case       | stop       |
      | end-turn   | end_turn   |
      | max-tokens | max_tokens |

  @id:MCC08-02 @MCC-LOOP.3 @MCC-EXE.1 @needs:agentLoop
  Scenario: A TodoWrite round is answered with a tool_result whose content is the rendered list
    When the user says "Refactor auth, add tests, update docs" and the model answers:
      | rounds | tools     |
      | 1      | TodoWrite |
      | end    |           |
    Then the model was asked 2 times
    And the results of round 1 are a tool_result for each call of round 1, in order
    And the result of the TodoWrite call of round 1 is:
      """
      [>] 重构认证模块 <- 分析认证模块结构
      [ ] 补充单元测试
      [ ] 更新 README

      (0/3 completed)
      """

  @id:MCC08-03 @MCC-LOOP.3 @needs:agentLoop
  Scenario: Every tool_use block of a round gets its tool_result, in order, with its id
    When the user says "Refactor auth, add tests, update docs" and the model answers:
      | rounds | tools                           |
      | 1      | kit_probe, TodoWrite, kit_probe |
      | end    |                                 |
    Then the results of round 1 are a tool_result for each call of round 1, in order

  @id:MCC08-04 @MCC-LOOP.1 @needs:agentLoop
  Scenario: Every request sends the conversation so far and offers the TodoWrite tool
    When the user says "Refactor auth, add tests, update docs" and the model answers:
      | rounds | tools     |
      | 1      | TodoWrite |
      | 2      | kit_probe |
      | end    |           |
    Then the model was asked 3 times
    And every request offers the tools, TodoWrite among them
    And every request sends the whole conversation so far, each round's assistant message as the model gave it

  @id:MCC08-05 @MCC-LOOP.2 @MCC-LOOP.3 @needs:agentLoop
  Scenario: After the loop the conversation alternates user and assistant and ends with the model's final answer
    When the user says "Refactor auth, add tests, update docs" and the model answers:
      | rounds | tools     |
      | 1      | TodoWrite |
      | 2-3    | kit_probe |
      | end    |           |
    Then the conversation after the loop has 8 messages, alternating user and assistant
    And the conversation after the loop ends with the model's final answer

  @id:MCC08-06 @MCC-EXE.2 @MCC-LOOP.3 @needs:agentLoop @interpretation
  Scenario: A refused TodoWrite reaches the model as its tool_result, and the loop goes on
    Interpretation: the document shows no body for execute_tool (see MCC-EXE.2); the kit expects the error's
    message in the call's tool_result, and the loop to ask the model again.
    When the user says "Refactor auth, add tests, update docs" and the model answers:
      | rounds | tools             |
      | 1      | TodoWrite refused |
      | 2      | TodoWrite         |
      | end    |                   |
    Then the model was asked 3 times
    And the result of the TodoWrite call of round 1 contains "Only one task can be in_progress at a time"
