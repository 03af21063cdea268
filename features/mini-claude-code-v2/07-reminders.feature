@MCC-RMD
Feature: MCC-RMD The two reminders: once at the start, and a nag after more than 10 rounds without TodoWrite
  Document sections 4 and 5. INITIAL_REMINDER goes, as a text block, into the first user message of the session
  and nowhere else. The loop counts the rounds in a row without a TodoWrite call; once that count is more than
  10, each such round's results start with NAG_REMINDER, inside the same user message as the tool results (user
  and assistant must keep alternating). A round with a TodoWrite call, whatever it answered, resets the count;
  the count belongs to the session, not to one call of the loop.

  The kit drives the loop with a scripted model (see docs/profiles/mini-claude-code-v2.md): in the tables below,
  rounds are numbered across the whole scenario; "kit_probe" is a tool the implementation does not have (its
  answer is not judged), "TodoWrite" a valid list, "TodoWrite refused" a list with two items in progress.

  Rule: the initial reminder: the first user message, and only it

    @id:MCC07-01 @MCC-RMD.1 @needs:agentLoop
    Scenario: The first request's first user message carries the initial reminder beside the user's own text
      When the user says "Refactor auth, add tests, update docs" and the model answers:
        | rounds | tools |
        | end    |       |
      Then the first user message the model saw holds the text block "<reminder>Use TodoWrite for multi-step tasks.</reminder>"
      And the first user message the model saw still holds the user's text "Refactor auth, add tests, update docs"

    @id:MCC07-02 @MCC-RMD.2 @MCC-RMD.1 @needs:agentLoop
    Scenario: No later user message carries the initial reminder: not the tool results, not the next user turn
      When the user says "Refactor auth, add tests, update docs" and the model answers:
        | rounds | tools     |
        | 1      | TodoWrite |
        | 2      | kit_probe |
        | end    |           |
      And the user then says "Now update the changelog" and the model answers:
        | rounds | tools     |
        | 3      | kit_probe |
        | end    |           |
      Then the initial reminder is in the first user message only, in every request the model saw

  Rule: the nag: first in the results of each round once more than 10 rounds in a row had no TodoWrite

    @id:MCC07-03 @MCC-RMD.5 @MCC-RMD.3 @MCC-RMD.4 @needs:agentLoop
    Scenario Outline: The nag comes from the 11th round in a row without TodoWrite on, never before (<case>)
      Both code listings test `rounds_without_todo > 10`, and the prose puts the nag in the round after 10 rounds
      without an update; "10+ turns" in the nag's own text does not make the 10th round one. The document's results
      hold the round's tool_results and, past 10 rounds, its nag word for word: a reminder in other words is said
      where it stands, in place of the nag or before it is due.
      When the user says "Investigate the flaky test" and the model answers:
        | rounds         | tools     |
        | 1-<rounds>     | kit_probe |
        | end            |           |
      Then the nag is in the results of rounds "<nagged>" and no others

      Examples:
        | case      | rounds | nagged |
        | 10-rounds | 10     | none   |
        | 11-rounds | 11     | 11     |
        | 13-rounds | 13     | 11-13  |

    @id:MCC07-03-CALLS @MCC-RMD.4 @MCC-RMD.5 @needs:agentLoop
    Scenario: The count is of rounds, not of tool calls: six rounds of two calls each bring no nag
      When the user says "Investigate the flaky test" and the model answers:
        | rounds | tools                |
        | 1-6    | kit_probe, kit_probe |
        | end    |                      |
      Then the nag is in the results of rounds "none" and no others

    @id:MCC07-04 @MCC-RMD.6 @MCC-RMD.5 @needs:agentLoop
    Scenario: The nag goes first inside the round's tool results message, never in a message of its own
      When the user says "Investigate the flaky test" and the model answers:
        | rounds | tools                |
        | 1-10   | kit_probe            |
        | 11     | kit_probe, kit_probe |
        | end    |                      |
      Then the results of round 11 are the nag, then a tool_result for each call of round 11, in order
      And in every request the model saw, user and assistant alternate, starting with the user

    @id:MCC07-05 @MCC-RMD.4 @MCC-RMD.5 @needs:agentLoop
    Scenario Outline: A round with a TodoWrite call resets the count (<case>)
      When the user says "Refactor auth, add tests, update docs" and the model answers:
        | rounds   | tools     |
        | 1-10     | kit_probe |
        | 11       | <round11> |
        | 12-<last> | kit_probe |
        | end      |           |
      Then the nag is in the results of rounds "<nagged>" and no others

      Examples:
        | case                 | round11              | last | nagged |
        | todo-resets          | TodoWrite            | 21   | none   |
        | counts-again         | TodoWrite            | 22   | 22     |
        | todo-beside-a-tool   | kit_probe, TodoWrite | 21   | none   |
        | refused-todo-counts  | TodoWrite refused    | 21   | none   |

    @id:MCC07-06 @MCC-RMD.4 @MCC-RMD.5 @needs:agentLoop
    Scenario: The nag stops after the model updates its todos
      When the user says "Investigate the flaky test" and the model answers:
        | rounds | tools     |
        | 1-12   | kit_probe |
        | 13     | TodoWrite |
        | 14     | kit_probe |
        | end    |           |
      Then the nag is in the results of rounds "11-12" and no others

    @id:MCC07-08 @MCC-RMD.5 @MCC-RMD.6 @needs:agentLoop
    Scenario: A nag due as a turn ends is in that round's results, never in the next message the user types
      When the user says "Investigate the flaky test" and the model answers:
        | rounds | tools     |
        | 1-11   | kit_probe |
        | end    |           |
      And the user then says "Keep going" and the model answers:
        | rounds | tools |
        | end    |       |
      Then no message the user typed carries the nag, in any request the model saw
      And the nag is in the results of rounds "11" and no others

    @id:MCC07-07 @MCC-RMD.7 @MCC-RMD.5 @needs:agentLoop
    Scenario: The count carries over to the next user turn: it belongs to the session
      When the user says "Investigate the flaky test" and the model answers:
        | rounds | tools     |
        | 1-6    | kit_probe |
        | end    |           |
      And the user then says "Keep going" and the model answers:
        | rounds | tools     |
        | 7-11   | kit_probe |
        | end    |           |
      Then the nag is in the results of rounds "11" and no others
