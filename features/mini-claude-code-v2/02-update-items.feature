@MCC-UPD
Feature: MCC-UPD TodoManager.update checks each item in order: content, then status, then activeForm
  Document section 3. For each item, in order (`enumerate`, so {i} counts from 0): content is taken as text and
  stripped, status as text and lower-cased (a missing status is "pending"), activeForm as text and stripped.
  The first failing check raises, with the document's exact message, and update returns nothing.

  Rule: a valid list is stored, and update answers with the rendered list

    @id:MCC02-01 @MCC-UPD.13 @MCC-RND.2 @MCC-RND.3
    Scenario: The document's example list is accepted and update returns it rendered
      When update is given:
        """json
        [
          { "content": "Refactor auth module", "status": "completed", "activeForm": "Refactoring auth module" },
          { "content": "Add unit tests", "status": "in_progress", "activeForm": "Adding unit tests for auth module..." },
          { "content": "Update documentation", "status": "pending", "activeForm": "Updating documentation" }
        ]
        """
      Then update returns:
        """
        [x] Refactor auth module
        [>] Add unit tests <- Adding unit tests for auth module...
        [ ] Update documentation

        (1/3 completed)
        """

  Rule: content is required: "Item {i}: content required"

    @id:MCC02-CONTENT @MCC-UPD.2 @MCC-UPD.1 @MCC-UPD.9
    Scenario Outline: An item whose content is missing, empty or blank is refused (<case>)
      When update is given:
        """json
        [{ "content": "Plan the work", "status": "completed", "activeForm": "Planning" }, <item>]
        """
      Then update raises "Item 1: content required"

      Examples:
        | case             | item                                                                    |
        | missing          | { "status": "pending", "activeForm": "Writing tests" }                  |
        | empty            | { "content": "", "status": "pending", "activeForm": "Writing tests" }   |
        | one-space        | { "content": " ", "status": "pending", "activeForm": "Writing tests" }  |
        | whitespace-mix   | { "content": " \\t\\n  ", "status": "pending", "activeForm": "Writing tests" } |

  Rule: status must be one of three, after lower-casing: "Item {i}: invalid status '{status}'"

    @id:MCC02-STATUS @MCC-UPD.4 @MCC-UPD.1 @MCC-UPD.9
    Scenario Outline: An item whose status is not pending, in_progress or completed is refused, quoting it lower-cased (<case>)
      When update is given:
        """json
        [{ "content": "Plan the work", "status": "completed", "activeForm": "Planning" },
         { "content": "Write tests", "status": "pending", "activeForm": "Writing tests" },
         { "content": "Ship it", "status": <status>, "activeForm": "Shipping" }]
        """
      Then update raises "<message>"

      Examples:
        | case           | status        | message                                  |
        | done           | "done"        | Item 2: invalid status 'done'            |
        | upper-case     | "DONE"        | Item 2: invalid status 'done'            |
        | a-space        | "in progress" | Item 2: invalid status 'in progress'     |
        | a-hyphen       | "In-Progress" | Item 2: invalid status 'in-progress'     |
        | empty          | ""            | Item 2: invalid status ''                |

    @id:MCC02-STATUS-CASE @MCC-UPD.3 @MCC-UPD.10
    Scenario Outline: A status in any case is accepted and stored lower-cased (<case>)
      When update is given:
        """json
        [{ "content": "Write tests", "status": <status>, "activeForm": "Writing tests" }]
        """
      Then update returns:
        """
        <line>

        <count>
        """

      Examples:
        | case              | status        | line                            | count             |
        | PENDING           | "PENDING"     | [ ] Write tests                 | (0/1 completed)   |
        | In_Progress       | "In_Progress" | [>] Write tests <- Writing tests | (0/1 completed)   |
        | COMPLETED         | "COMPLETED"   | [x] Write tests                 | (1/1 completed)   |

    @id:MCC02-STATUS-MISSING @MCC-UPD.3
    Scenario: An item without a status is pending
      When update is given:
        """json
        [{ "content": "Write tests", "activeForm": "Writing tests" }, { "content": "Ship it", "status": "completed", "activeForm": "Shipping" }]
        """
      Then update returns:
        """
        [ ] Write tests
        [x] Ship it

        (1/2 completed)
        """

  Rule: activeForm is required: "Item {i}: activeForm required"

    @id:MCC02-ACTIVEFORM @MCC-UPD.5 @MCC-UPD.1 @MCC-UPD.9
    Scenario Outline: An item whose activeForm is missing, empty or blank is refused (<case>)
      When update is given:
        """json
        [<item>, { "content": "Ship it", "status": "pending", "activeForm": "Shipping" }]
        """
      Then update raises "Item 0: activeForm required"

      Examples:
        | case           | item                                                            |
        | missing        | { "content": "Write tests", "status": "pending" }               |
        | empty          | { "content": "Write tests", "status": "pending", "activeForm": "" }    |
        | blank          | { "content": "Write tests", "status": "in_progress", "activeForm": "   " } |

  Rule: the first fault wins: items in order, and within an item content, then status, then activeForm

    @id:MCC02-ORDER @MCC-UPD.6 @MCC-UPD.1
    Scenario Outline: The first failing check of the first faulty item is the one reported (<case>)
      When update is given:
        """json
        <items>
        """
      Then update raises "<message>"

      Examples:
        | case                         | items                                                                                                                   | message                            |
        | content-before-status        | [{ "content": "", "status": "nope", "activeForm": "x" }]                                                                | Item 0: content required           |
        | content-before-activeForm    | [{ "content": " ", "status": "pending", "activeForm": "" }]                                                             | Item 0: content required           |
        | all-three-missing            | [{}]                                                                                                                    | Item 0: content required           |
        | status-before-activeForm     | [{ "content": "a", "status": "later" }]                                                                                 | Item 0: invalid status 'later'     |
        | item-0-before-item-1         | [{ "content": "a", "status": "pending" }, { "content": "", "status": "pending", "activeForm": "b" }]                     | Item 0: activeForm required        |
        | item-1-of-3                  | [{ "content": "a", "status": "pending", "activeForm": "a" }, { "content": "b", "status": "x", "activeForm": "b" }, { "content": "" }] | Item 1: invalid status 'x'  |

  Rule: where the document's Python leaves the behaviour to the language, the default run does not judge it

    @id:MCC02-STR @MCC-UPD.2 @MCC-UPD.5 @interpretation @strict
    Scenario: A number as content or activeForm is taken as its text, as Python's str() does
      Interpretation, opt-in: the document converts every field with str(), so 42 is the content "42". That is
      Python's doing rather than a rule the document states (JavaScript's String() agrees for numbers, but a
      learner who calls .trim() on the raw value throws instead), so only --strict checks it.
      When update is given:
        """json
        [{ "content": 42, "status": "pending", "activeForm": 7 }]
        """
      Then update returns:
        """
        [ ] 42

        (0/1 completed)
        """
