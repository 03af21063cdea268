@MCC-UPD
Feature: MCC-UPD At most 20 items, at most one in_progress: checked after every item, the cap first
  Document section 3, the table of the three constraints: a cap of 20 items (数量上限, so the model does not split
  its work into dust) and a single focus (单一焦点: one in_progress at a time). Both are checked once every item
  has passed its own checks, the cap first: "Max 20 todos allowed", then "Only one task can be in_progress at a
  time". Exactly 20 items, and zero or one in_progress, are accepted.

  Rule: the cap: "Max 20 todos allowed"

    @id:MCC03-01 @MCC-UPD.7 @MCC-RND.2 @MCC-RND.3
    Scenario: Exactly 20 items are accepted
      When update is given 20 pending items "Task 1" to "Task 20"
      Then update returns those 20 items rendered, ending with "(0/20 completed)"

    @id:MCC03-02 @MCC-UPD.7 @MCC-UPD.9
    Scenario Outline: More than 20 items are refused (<case>)
      When update is given <count> pending items "Task 1" to "Task <count>"
      Then update raises "Max 20 todos allowed"

      Examples:
        | case | count |
        | 21   | 21    |
        | 30   | 30    |

    @id:MCC03-03 @MCC-UPD.7 @MCC-UPD.6 @MCC-UPD.1
    Scenario Outline: The items are checked before the cap, so a faulty item among 21 is reported, not the cap (<case>)
      When update is given 21 pending items "Task 1" to "Task 21", except item <index>: <item>
      Then update raises "<message>"

      Examples:
        | case               | index | item                                                          | message                         |
        | item-3-no-content  | 3     | { "status": "pending", "activeForm": "Doing task 4" }         | Item 3: content required        |
        | item-20-bad-status | 20    | { "content": "Task 21", "status": "done", "activeForm": "x" } | Item 20: invalid status 'done'  |
        | item-0-blank-form  | 0     | { "content": "Task 1", "status": "pending", "activeForm": " " } | Item 0: activeForm required   |

  Rule: one focus: "Only one task can be in_progress at a time"

    @id:MCC03-04 @MCC-UPD.8 @MCC-UPD.9
    Scenario Outline: More than one item in_progress is refused (<case>)
      When update is given:
        """json
        <items>
        """
      Then update raises "Only one task can be in_progress at a time"

      Examples:
        | case              | items                                                                                                                                                                                              |
        | two-in-progress   | [{ "content": "a", "status": "in_progress", "activeForm": "A" }, { "content": "b", "status": "in_progress", "activeForm": "B" }]                                                                     |
        | three-of-four     | [{ "content": "a", "status": "in_progress", "activeForm": "A" }, { "content": "b", "status": "completed", "activeForm": "B" }, { "content": "c", "status": "in_progress", "activeForm": "C" }, { "content": "d", "status": "IN_PROGRESS", "activeForm": "D" }] |
        | upper-case-second | [{ "content": "a", "status": "in_progress", "activeForm": "A" }, { "content": "b", "status": "In_Progress", "activeForm": "B" }]                                                                     |

    @id:MCC03-05 @MCC-UPD.8 @MCC-RND.2
    Scenario Outline: Zero or one item in_progress is accepted (<case>)
      When update is given:
        """json
        <items>
        """
      Then update returns:
        """
        <rendered>
        """

      Examples:
        | case  | items                                                                                                                          | rendered                                        |
        | none  | [{ "content": "a", "status": "pending", "activeForm": "A" }, { "content": "b", "status": "completed", "activeForm": "B" }]     | [ ] a\n[x] b\n\n(1/2 completed)                 |
        | one   | [{ "content": "a", "status": "in_progress", "activeForm": "A" }, { "content": "b", "status": "pending", "activeForm": "B" }]   | [>] a <- A\n[ ] b\n\n(0/2 completed)            |

    @id:MCC03-06 @MCC-UPD.8 @MCC-UPD.7
    Scenario: The cap is checked before the single focus: 21 valid items with two in progress report the cap
      When update is given 21 pending items "Task 1" to "Task 21", except items 0 and 1 are in_progress
      Then update raises "Max 20 todos allowed"

    @id:MCC03-07 @MCC-UPD.8 @MCC-UPD.6
    Scenario: The single focus is judged after every item: two in_progress followed by a faulty item report the item
      When update is given:
        """json
        [{ "content": "a", "status": "in_progress", "activeForm": "A" },
         { "content": "b", "status": "in_progress", "activeForm": "B" },
         { "content": "", "status": "pending", "activeForm": "C" }]
        """
      Then update raises "Item 2: content required"
