@ENV-LOG
Feature: Design 10: the completion log
  When the whole task is done (every todo completed or cancelled, after a successful call), the tool appends a
  block to the session's Markdown file memory/todos/todoList-YYYYMMDD-HHMMSS.md under its folder. Nothing is
  written otherwise. The kit's clock starts at 2025-01-02 17:42:33 (the document's example) and moves only when
  a step says so.

  @ENV-LOG.1 @ENV-LOG.3 @id:ENV10-01
  Scenario: A call that finishes the task writes the session's log file
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | in_progress |
      | 更新文档    | pending     |
    And 3 minutes pass
    And the model sends the todos:
      | content | status    |
      | 修复重叠检测  | completed |
      | 更新文档    | cancelled |
    Then the session has one log file, named for the session start or its first write

  @ENV-LOG.2 @id:ENV10-02
  Scenario Outline: A call that leaves work to do writes nothing (<case>)
    When the model sends the todos:
      | content | status    |
      | 修复重叠检测  | completed |
      | 性能优化脚本  | cancelled |
      | 更新文档    | <status>  |
    Then the call succeeds
    And no log is written

    Examples:
      | case        | status      |
      | pending     | pending     |
      | in-progress | in_progress |

  @ENV-LOG.2 @id:ENV10-03
  Scenario: The log goes in the session folder and nowhere else
    Where the log is, whatever its name: ENV10-01 judges the name.
    When the model sends the todos:
      | content | status    |
      | 修复重叠检测  | completed |
    Then the log has 1 file
    And the session folder holds nothing but the log

  @ENV-LOG.2 @id:ENV10-04 @interpretation @strict
  Scenario: An empty list finishes no task and writes no log
    "All todos completed or cancelled" is vacuously true of an empty list, but no task was done (整体完成).
    The document does not say; the kit reads it as no log, in the strict run only.
    When the model sends an empty list
    Then the call succeeds
    And no log is written

  @ENV-LOG.4 @id:ENV10-05
  Scenario: A second task of the session is appended to the same file
    When the model sends the summary "第一个任务" and the todos:
      | content | status    |
      | 修复重叠检测  | completed |
    And 10 minutes pass
    And the model sends the summary "第二个任务" and the todos:
      | content | status    |
      | 更新文档    | completed |
    Then the log has 1 file
    And the log holds 2 blocks
    And the log file of the first task is unchanged, its block first

  @ENV-LOG.1 @ENV-LOG.4 @id:ENV10-11
  Scenario: Every call that finishes the task writes a block, the same list sent again too
    "TodoWrite 成功返回后，若 todos 全部为 completed 或 cancelled → 写入": each such call writes, whatever was
    written before.
    When the model sends the summary "修复重叠检测" and the todos:
      | content | status    |
      | 修复重叠检测  | completed |
    And 2 minutes pass
    And the model sends the summary "修复重叠检测" and the todos:
      | content | status    |
      | 修复重叠检测  | completed |
    Then the log has 1 file
    And the log holds 2 blocks

  @ENV-LOG.5 @id:ENV10-06
  Scenario: Blocks are headed task1, task2, …, each with a time: its write's, or the file's
    Design 10 stamps the file's name and each heading with the same placeholder, YYYYMMDD-HHMMSS, and says of
    neither which moment it is: a heading may carry the time of its write or the stamp of its file.
    When the model sends the todos:
      | content | status    |
      | 修复重叠检测  | completed |
    And 7 minutes pass
    And the model sends the todos:
      | content | status      |
      | 更新文档    | in_progress |
    And 2 minutes pass
    And the model sends the todos:
      | content | status    |
      | 更新文档    | completed |
    Then the blocks are headed, in order:
      | task | minutes after start |
      | 1    | 0                   |
      | 2    | 9                   |

  @ENV-LOG.5 @id:ENV10-10 @interpretation @strict
  Scenario: Each heading carries the time of its own write
    The document's example heads a block "# task3-20250102-174233" and does not say which moment that is; the
    kit reads it as the time the block was written (a block's own time, where the file's name has the
    session's), in the strict run only.
    When the model sends the todos:
      | content | status    |
      | 修复重叠检测  | completed |
    And 7 minutes pass
    And the model sends the todos:
      | content | status      |
      | 更新文档    | in_progress |
    And 2 minutes pass
    And the model sends the todos:
      | content | status    |
      | 更新文档    | completed |
    Then the blocks are headed with the time of each write, in order:
      | task | minutes after start |
      | 1    | 0                   |
      | 2    | 9                   |

  @ENV-LOG.5 @ENV-LOG.4 @id:ENV10-07
  Scenario: A new session starts its own file, counting from task1 again
    When the model sends the todos:
      | content | status    |
      | 修复重叠检测  | completed |
    And a new session of the tool starts on the same folder 60 minutes later
    And the model sends the todos:
      | content | status    |
      | 更新文档    | completed |
    Then the log has 2 files
    And the blocks are headed, in order:
      | task | minutes after start |
      | 1    | 0                   |
      | 1    | 60                  |

  @ENV-LOG.6 @id:ENV10-08
  Scenario: A block holds the summary, the completed todos and the cancelled ones struck through
    When the model sends the summary "修复 multi_edit 重叠检测并完善文档与测试" and the todos:
      | content            | status    |
      | 修复 multi_edit 重叠检测逻辑 | completed |
      | 更新 multi_edit 文档     | completed |
      | 运行相关测试              | completed |
      | 性能优化脚本              | cancelled |
    Then block 1 holds the summary "修复 multi_edit 重叠检测并完善文档与测试"
    And block 1 lists the todos:
      | content            | status    |
      | 修复 multi_edit 重叠检测逻辑 | completed |
      | 更新 multi_edit 文档     | completed |
      | 运行相关测试              | completed |
      | 性能优化脚本              | cancelled |

  @ENV-LOG.6 @id:ENV10-09 @interpretation @strict
  Scenario: A block is laid out exactly as design 10's example
    Section 10's text says a Markdown task list, its example shows plain list items and the labels
    "Completed: 完成的任务." / "Cancelled: 取消的任务."; the kit holds the example's layout only in the strict run.
    When the model sends the summary "修复 multi_edit 重叠检测并完善文档与测试" and the todos:
      | content            | status    |
      | 修复 multi_edit 重叠检测逻辑 | completed |
      | 更新 multi_edit 文档     | completed |
      | 运行相关测试              | completed |
      | 性能优化脚本              | cancelled |
    Then block 1 is exactly, with the time of its write:
      """
      # task1-{stamp}

      总任务概述：修复 multi_edit 重叠检测并完善文档与测试

      [3/4] Completed: 完成的任务.
      - 修复 multi_edit 重叠检测逻辑
      - 更新 multi_edit 文档
      - 运行相关测试

      [1/4] Cancelled: 取消的任务.
      - ~~性能优化脚本~~
      """
