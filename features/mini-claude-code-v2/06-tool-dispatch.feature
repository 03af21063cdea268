@MCC-EXE
Feature: MCC-EXE The TodoWrite tool call: its result is the rendered list, its error goes back to the model
  Document section 5. The loop runs each tool_use block with execute_tool(tc.name, tc.input) and sends what it
  returns as the tool_result's content. For TodoWrite the input is {"items": [...]} and the result is the text
  update returns. The document shows no body for execute_tool, so what a refused update gives is read from the
  document's purpose (see MCC-EXE.2).

  @id:MCC06-01 @MCC-EXE.1 @MCC-UPD.13 @needs:executeTool
  Scenario: A TodoWrite call answers with the rendered list
    When the model calls TodoWrite with input:
      """json
      { "items": [
        { "content": "重构认证模块", "status": "completed", "activeForm": "重构认证模块" },
        { "content": "补充单元测试", "status": "in_progress", "activeForm": "编写 auth 模块测试" },
        { "content": "更新 README", "status": "pending", "activeForm": "更新文档" } ] }
      """
    Then the call returns:
      """
      [x] 重构认证模块
      [>] 补充单元测试 <- 编写 auth 模块测试
      [ ] 更新 README

      (1/3 completed)
      """

  @id:MCC06-02 @MCC-EXE.1 @MCC-UPD.11 @needs:executeTool
  Scenario: Each TodoWrite call replaces the list the one before left
    Given the model called TodoWrite with input:
      """json
      { "items": [{ "content": "a", "status": "in_progress", "activeForm": "A" }, { "content": "b", "status": "pending", "activeForm": "B" }] }
      """
    When the model calls TodoWrite with input:
      """json
      { "items": [{ "content": "c", "status": "completed", "activeForm": "C" }] }
      """
    Then the call returns:
      """
      [x] c

      (1/1 completed)
      """

  @id:MCC06-03 @MCC-EXE.2 @MCC-UPD.9 @needs:executeTool @interpretation
  Scenario Outline: A refused TodoWrite answers with a text that carries the error, for the model to read (<case>)
    Interpretation: the document shows no body for execute_tool. Its messages are written for the model, and the
    loop sends whatever execute_tool returns as the tool_result, so the kit expects the error as that text (the
    words around it, such as "Error: ", are left open); a throw would end the agent loop on a model's mistake.
    When the model calls TodoWrite with input:
      """json
      { "items": <items> }
      """
    Then the call returns a text that contains "<message>"

    Examples:
      | case            | items                                                                                                                          | message                                    |
      | content         | [{ "content": " ", "status": "pending", "activeForm": "A" }]                                                                   | Item 0: content required                   |
      | status          | [{ "content": "a", "status": "pending", "activeForm": "A" }, { "content": "b", "status": "done", "activeForm": "B" }]           | Item 1: invalid status 'done'              |
      | activeForm      | [{ "content": "a", "status": "pending" }]                                                                                      | Item 0: activeForm required                |
      | two-in-progress | [{ "content": "a", "status": "in_progress", "activeForm": "A" }, { "content": "b", "status": "in_progress", "activeForm": "B" }] | Only one task can be in_progress at a time |

  @id:MCC06-04 @MCC-EXE.2 @MCC-UPD.7 @needs:executeTool @interpretation
  Scenario: 21 items answer with a text that carries the cap's message
    Interpretation: as above, the error goes back to the model as the call's text.
    When the model calls TodoWrite with 21 pending items
    Then the call returns a text that contains "Max 20 todos allowed"
