@ENV-RECAP
Feature: Design 6: the recap, a short restatement for the end of the context
  The recap gives the progress [done/total] (done = completed + cancelled), the todo in progress, the pending
  and the cancelled todos, each after its label, as both examples show. Design 6 calls the rest a suggested format
  (建议格式: at most three pending, at most two cancelled, completed ones usually not repeated, under 300
  characters suggested): an implementation may leave it, so only the strict run holds it. (Section 6's example
  "[1/5]" cannot come from the list it shows under that formula, which would give [2/5]; the kit follows the
  formula.)

  @ENV-RECAP.1 @id:ENV06-01
  Scenario Outline: The recap begins with the progress, done counting completed and cancelled (<case>)
    When the model sends the todos:
      | content | status   |
      | 修复重叠检测  | <first>  |
      | 更新文档    | <second> |
      | 性能优化脚本  | <third>  |
      | 修复测试    | pending  |
    Then the recap begins with "<progress>"

    Examples:
      | case               | first       | second    | third     | progress |
      | nothing-done       | in_progress | pending   | pending   | [0/4]    |
      | one-cancelled      | in_progress | pending   | cancelled | [1/4]    |
      | completed-and-cancelled | completed | completed | cancelled | [3/4]    |

  @ENV-RECAP.2 @id:ENV06-02
  Scenario: The recap names the todo in progress
    When the model sends the todos:
      | content | status      |
      | 更新文档    | pending     |
      | 修复重叠检测  | in_progress |
    Then the recap names "修复重叠检测" after "In progress: "

  @ENV-RECAP.3 @id:ENV06-03
  Scenario: The recap names pending todos after "Pending: ", and only pending ones
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | in_progress |
      | 更新文档    | pending     |
      | 修复测试    | pending     |
      | 补充用例    | pending     |
      | 发布版本    | pending     |
      | 通知团队    | pending     |
    Then the recap names pending todos after "Pending: ", and only pending ones

  @ENV-RECAP.3 @id:ENV06-04 @interpretation @strict
  Scenario: The pending todos named are the first three, joined by "; "
    "At most 3" is part of design 6's suggested format (建议格式), and the examples show two joined by "; ";
    the count, which three, and the separator the kit holds an implementation to only in the strict run.
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | in_progress |
      | 更新文档    | pending     |
      | 修复测试    | pending     |
      | 补充用例    | pending     |
      | 发布版本    | pending     |
    Then the recap lists after "Pending: " exactly "更新文档; 修复测试; 补充用例"

  @ENV-RECAP.4 @id:ENV06-05
  Scenario: The recap names cancelled todos after "Cancelled: ", and only cancelled ones
    When the model sends the todos:
      | content | status    |
      | 更新文档    | pending   |
      | 性能优化脚本  | cancelled |
      | 重写解析器   | cancelled |
      | 迁移数据库   | cancelled |
    Then the recap names cancelled todos after "Cancelled: ", and only cancelled ones

  @ENV-RECAP.4 @id:ENV06-06 @interpretation @strict
  Scenario: The cancelled todos named are the first two, joined by "; "
    "At most 2" is part of the suggested format (建议格式); which two, and the separator, the document shows but
    does not state: strict run only.
    When the model sends the todos:
      | content | status    |
      | 更新文档    | pending   |
      | 性能优化脚本  | cancelled |
      | 重写解析器   | cancelled |
      | 迁移数据库   | cancelled |
    Then the recap lists after "Cancelled: " exactly "性能优化脚本; 重写解析器"

  @ENV-RECAP.5 @id:ENV06-07 @interpretation @strict
  Scenario: Completed todos are not repeated in the recap
    The document's suggested format (建议格式) says completed todos are "usually" not repeated (通常不复述), and
    lists only in_progress, pending and cancelled (仅列出); the kit reads the list as the rule, in the strict run
    only: a suggestion is the implementation's to follow or leave.
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | completed   |
      | 更新文档    | in_progress |
      | 修复测试    | pending     |
    Then the recap names no completed todo

  @ENV-RECAP.6 @id:ENV06-08 @interpretation @strict
  Scenario: The recap of a full list of ordinary todos stays under 300 characters
    "总长度建议 < 300 字": a suggested length, which the kit holds in the strict run only (the recap's goal, short,
    gives no number of its own).
    When the model sends the todos:
      | content                 | status      |
      | 修复 multi_edit 重叠检测逻辑     | completed   |
      | 更新 multi_edit 文档         | in_progress |
      | 运行相关测试                  | pending     |
      | 补充边界用例                  | pending     |
      | 检查错误码                   | pending     |
      | 整理提交记录                  | pending     |
      | 性能优化脚本                  | cancelled   |
      | 重写解析器                   | cancelled   |
      | 迁移数据库                   | cancelled   |
      | 通知团队                    | pending     |
    Then the recap is shorter than 300 characters

  @ENV-RECAP.6 @id:ENV06-09 @interpretation @strict
  Scenario: The recap stays under 300 characters even with 60-character todos
    The document's own limits disagree with "under 300": one in-progress, three pending and two cancelled
    todos of 60 characters are 360 characters of content. The kit reads the length as the rule (contents are
    shortened), in the strict run only.
    When the model sends 6 todos of 60 characters: one in_progress, three pending and two cancelled
    Then the recap is shorter than 300 characters

  @ENV-RECAP.7 @id:ENV06-10
  Scenario: The recap gives its parts in the order of the examples
    When the model sends the todos:
      | content | status      |
      | 性能优化脚本  | cancelled   |
      | 更新文档    | pending     |
      | 修复重叠检测  | in_progress |
    Then the recap names its parts in the order progress, in progress, pending, cancelled, each ending with "."

  @ENV-RECAP.7 @id:ENV06-11 @interpretation @strict
  Scenario: The recap is laid out exactly as design 5's example
    Between parts design 5 uses a space and design 6 a line break: either is accepted; nothing else is, in the
    strict run.
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | in_progress |
      | 更新文档    | pending     |
      | 性能优化脚本  | cancelled   |
    Then the recap is, with a space or a line break between its parts:
      """
      [1/3] In progress: 修复重叠检测. Pending: 更新文档. Cancelled: 性能优化脚本.
      """
