@ENV-UI
Feature: Design 7: the minimal UI, the task list the user sees in text
  `text` shows the list between "--- TODO UPDATE ---" and a closing rule, one marked line per todo; the model
  reads `data`.

  @ENV-UI.1 @ENV-UI.2 @id:ENV07-01
  Scenario: The block of design 7's example
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | in_progress |
      | 更新文档    | pending     |
      | 性能优化脚本  | cancelled   |
    Then the text holds the lines:
      """
      --- TODO UPDATE ---
      [▶] 修复重叠检测
      [ ] 更新文档
      [~] 性能优化脚本
      -------------------
      """

  @ENV-UI.1 @id:ENV07-02
  Scenario: The lines follow the list's order, whatever the statuses
    When the model sends the todos:
      | content | status      |
      | 性能优化脚本  | cancelled   |
      | 更新文档    | pending     |
      | 修复重叠检测  | in_progress |
      | 修复测试    | pending     |
    Then the text holds the lines:
      """
      --- TODO UPDATE ---
      [~] 性能优化脚本
      [ ] 更新文档
      [▶] 修复重叠检测
      [ ] 修复测试
      -------------------
      """

  @ENV-UI.2 @id:ENV07-03 @interpretation @strict
  Scenario: A completed todo has a marker of its own
    Design 7 calls the block a concise task list (简洁任务清单) and its example has no completed todo: a block
    that leaves completed todos out is concise too. The kit reads "one line per todo" as every todo, a completed
    one with a marker of its own, in the strict run only.
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | completed   |
      | 更新文档    | in_progress |
    Then the text shows "修复重叠检测" with a marker of its own for completed
