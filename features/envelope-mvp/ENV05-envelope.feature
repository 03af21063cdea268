@ENV-ENVELOPE @ENV-DATA @ENV-STATS @ENV-CONTEXT @ENV-TEXT
Feature: Design 5: the answer is a Standard Envelope
  `data` is for the model (the list, the recap, the summary), `text` for the user, `stats` counts, `context`
  says where the tool ran and what it received. The top level holds nothing else.

  Background:
    When the model sends the summary "修复 multi_edit 重叠检测并完善文档" and the todos:
      | content | status      | id        |
      | 修复重叠检测  | in_progress | model-7   |
      | 更新文档    | pending     |           |
      | 性能优化脚本  | cancelled   |           |

  @ENV-ENVELOPE.1 @ENV-ENVELOPE.2 @id:ENV05-01
  Scenario: A successful call answers status "success" and only the five top-level keys
    Then the status is "success"
    And the envelope holds only the keys status, data, text, stats and context

  @ENV-ENVELOPE.1 @ENV-ENVELOPE.2 @ENV-ERROR.1 @id:ENV05-02
  Scenario: A refused call answers status "error" with an error, and no other key
    When the model sends the todos:
      | content | status  |
      | 修复重叠检测  | blocked |
    Then the status is "error"
    And the envelope holds an error and no key outside status, data, text, stats, context and error

  @ENV-DATA.1 @id:ENV05-03
  Scenario: data.todos is the whole list, in the order sent
    Then the answer's todos are, in order:
      | content | status      |
      | 修复重叠检测  | in_progress |
      | 更新文档    | pending     |
      | 性能优化脚本  | cancelled   |

  @ENV-DATA.1 @id:ENV05-03-ORDER
  Scenario: data.todos keeps the order sent, whatever the statuses
    A list in no order that grouping by status keeps: the tool answers it as it came.

    When the model sends the todos:
      | content | status      |
      | 更新文档    | pending     |
      | 性能优化脚本  | cancelled   |
      | 修复重叠检测  | completed   |
      | 修复测试    | in_progress |
    Then the answer's todos are, in order:
      | content | status      |
      | 更新文档    | pending     |
      | 性能优化脚本  | cancelled   |
      | 修复重叠检测  | completed   |
      | 修复测试    | in_progress |

  @ENV-DATA.1 @id:ENV05-04
  Scenario: The next call overwrites the list whole
    When the model sends the todos:
      | content | status      |
      | 更新文档    | in_progress |
    Then the answer's todos are, in order:
      | content | status      |
      | 更新文档    | in_progress |

  @ENV-DATA.1 @ENV-DATA.3 @id:ENV05-12 @interpretation @strict
  Scenario: content and summary are answered as sent, spaces included
    The document answers the updated list and echoes the summary (回显), and says nothing of trimming: the kit reads
    both as the text sent, in the strict run only (a tool that trims them passes the default run).
    When the model sends the parameters:
      """
      {"summary": "  修复重叠检测  ", "todos": [{"content": " 更新文档 ", "status": "pending"}]}
      """
    Then the answer's todo 1 has the content " 更新文档 "
    And data.summary is "  修复重叠检测  "

  @ENV-DATA.2 @ENV-DATA.3 @id:ENV05-05
  Scenario: data holds the recap and echoes the summary
    Then data.recap is a non-empty string
    And data.summary is "修复 multi_edit 重叠检测并完善文档"

  @ENV-STATS.1 @id:ENV05-06
  Scenario: stats counts the todos by status, zeros included
    Then the stats are:
      | total | pending | in_progress | completed | cancelled |
      | 3     | 1       | 1           | 0         | 1         |

  @ENV-STATS.1 @id:ENV05-07
  Scenario: stats counts every status
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | completed   |
      | 更新文档    | completed   |
      | 修复测试    | in_progress |
      | 性能优化脚本  | cancelled   |
      | 发布版本    | pending     |
    Then the stats are:
      | total | pending | in_progress | completed | cancelled |
      | 5     | 1       | 1           | 2         | 1         |

  @ENV-CONTEXT.1 @id:ENV05-08
  Scenario: context gives the cwd and the todos as the tool received them
    Then context.cwd is a string and context.params_input holds the todos as sent

  @ENV-CONTEXT.1 @id:ENV05-09 @interpretation @strict
  Scenario: context.params_input is the whole input
    The example of design 5 shows params_input with only `todos` (and one todo where data has three): it is
    abridged. The kit holds the whole input, summary included, only in the strict run.
    Then context.params_input is the whole input as sent

  @ENV-TEXT.1 @id:ENV05-10
  Scenario: text holds the task list for the user
    Then the text holds the task list block

  @ENV-TEXT.1 @id:ENV05-11 @interpretation @strict
  Scenario: text also holds the count line of design 5's example
    Design 5's example shows text as a count line, design 7 as the block: the default run asks for the block,
    the strict run for the count line too, as the example writes it.
    Then the text holds the lines:
      """
      Updated todos: 1 in_progress, 1 pending, 1 cancelled.
      """
