@MCC-RND
Feature: MCC-RND render(): the plan the model sees
  Document section 3. render() turns the list into the text the model reads back as the tool_result: "No todos."
  for an empty list; otherwise one line per item, in order ("[x] {content}" completed, "[>] {content} <-
  {activeForm}" in progress, "[ ] {content}" pending), then an empty line and "({completed}/{total} completed)",
  where only completed items count. The lines are joined with "\n"; nothing follows the last one.

  @id:MCC05-01 @MCC-RND.1
  Scenario: A new manager renders "No todos."
    Then render() returns "No todos."

  @id:MCC05-02 @MCC-RND.2 @MCC-RND.3 @MCC-RND.4
  Scenario Outline: Each status has its own line (<case>)
    Given the list was written with:
      """json
      [{ "content": "Add unit tests", "status": "<status>", "activeForm": "Adding unit tests" }]
      """
    Then render() returns:
      """
      <line>

      <footer>
      """

    Examples:
      | case        | status      | line                                       | footer          |
      | completed   | completed   | [x] Add unit tests                         | (1/1 completed) |
      | in-progress | in_progress | [>] Add unit tests <- Adding unit tests    | (0/1 completed) |
      | pending     | pending     | [ ] Add unit tests                         | (0/1 completed) |

  @id:MCC05-03 @MCC-RND.2 @MCC-RND.3
  Scenario: The document's example renders line by line, in the list's order
    Given the list was written with:
      """json
      [{ "content": "Update documentation", "status": "pending", "activeForm": "Updating documentation" },
       { "content": "Refactor auth module", "status": "completed", "activeForm": "Refactoring auth module" },
       { "content": "Add unit tests", "status": "in_progress", "activeForm": "Adding unit tests for auth module..." }]
      """
    Then render() returns:
      """
      [ ] Update documentation
      [x] Refactor auth module
      [>] Add unit tests <- Adding unit tests for auth module...

      (1/3 completed)
      """

  @id:MCC05-04 @MCC-RND.4
  Scenario Outline: Only completed items count as completed (<case>)
    Given the list was written with:
      """json
      <items>
      """
    Then the last line of render() is "<footer>"

    Examples:
      | case                | items                                                                                                                                                                                                                     | footer          |
      | in-progress-not-done | [{ "content": "a", "status": "in_progress", "activeForm": "A" }, { "content": "b", "status": "pending", "activeForm": "B" }]                                                                                             | (0/2 completed) |
      | two-of-four         | [{ "content": "a", "status": "completed", "activeForm": "A" }, { "content": "b", "status": "in_progress", "activeForm": "B" }, { "content": "c", "status": "completed", "activeForm": "C" }, { "content": "d", "status": "pending", "activeForm": "D" }] | (2/4 completed) |
      | all-done            | [{ "content": "a", "status": "completed", "activeForm": "A" }, { "content": "b", "status": "completed", "activeForm": "B" }]                                                                                             | (2/2 completed) |
      | one-content-twice   | [{ "content": "a", "status": "completed", "activeForm": "A" }, { "content": "a", "status": "completed", "activeForm": "A" }]                                                                                             | (2/2 completed) |

  @id:MCC05-05 @MCC-RND.2 @MCC-RND.3 @interpretation
  Scenario: The workflow of section 6 renders as section 3's code says, with the empty line before the count
    Interpretation: section 6 sketches this answer without the empty line before "(0/3 completed)", but it is
    an indented sketch; section 3's render() code and its own example both put an empty line there, and the kit
    follows them.
    Given the list was written with:
      """json
      [{ "content": "重构认证模块", "status": "in_progress", "activeForm": "分析认证模块结构" },
       { "content": "补充单元测试", "status": "pending", "activeForm": "编写测试用例" },
       { "content": "更新 README", "status": "pending", "activeForm": "更新文档" }]
      """
    Then render() returns:
      """
      [>] 重构认证模块 <- 分析认证模块结构
      [ ] 补充单元测试
      [ ] 更新 README

      (0/3 completed)
      """
