@MCC-UPD
Feature: MCC-UPD What update stores: the cleaned three fields, the whole list at once, or nothing at all
  Document sections 2 and 3. Every TodoWrite sends the whole list (每次都是完整覆盖写入: a whole overwrite, never a
  patch). update keeps the stripped content, the lower-cased status and the stripped activeForm, and nothing
  else; it assigns the list only after every check passed, so a refused update leaves the list as it was; and it
  answers with render() of the new list.

  Rule: a successful update replaces the whole list

    @id:MCC04-01 @MCC-UPD.11
    Scenario: A second update replaces the first list entirely, in the order given
      Given the list was written with:
        """json
        [{ "content": "Refactor auth module", "status": "in_progress", "activeForm": "Refactoring" },
         { "content": "Add unit tests", "status": "pending", "activeForm": "Adding tests" },
         { "content": "Update README", "status": "pending", "activeForm": "Updating docs" }]
        """
      When update is given:
        """json
        [{ "content": "Update README", "status": "completed", "activeForm": "Updating docs" },
         { "content": "Release", "status": "pending", "activeForm": "Releasing" }]
        """
      Then update returns:
        """
        [x] Update README
        [ ] Release

        (1/2 completed)
        """
      And render() returns:
        """
        [x] Update README
        [ ] Release

        (1/2 completed)
        """

    @id:MCC04-01-DUP @MCC-UPD.11
    Scenario: Two items with the same content are both kept: the list is a list, not a set
      When update is given:
        """json
        [{ "content": "Run tests", "status": "completed", "activeForm": "Running tests" },
         { "content": "Run tests", "status": "pending", "activeForm": "Running tests" }]
        """
      Then update returns:
        """
        [x] Run tests
        [ ] Run tests

        (1/2 completed)
        """

    @id:MCC04-02 @MCC-UPD.11 @MCC-RND.1
    Scenario: An empty list is valid and clears the list
      Given the list was written with:
        """json
        [{ "content": "Refactor auth module", "status": "completed", "activeForm": "Refactoring" }]
        """
      When update is given:
        """json
        []
        """
      Then update returns "No todos."
      And render() returns "No todos."

  Rule: a refused update changes nothing

    @id:MCC04-03 @MCC-UPD.12
    Scenario Outline: After a refused update the list is the one before it (<case>)
      Given the list was written with:
        """json
        [{ "content": "Original", "status": "in_progress", "activeForm": "Originating" },
         { "content": "Second", "status": "pending", "activeForm": "Seconding" }]
        """
      When update is given <items>
      Then update refuses the list (the document says "<message>")
      And render() still returns:
        """
        [>] Original <- Originating
        [ ] Second

        (0/2 completed)
        """

      Examples:
        | case            | items                                                                                                                                        | message                                    |
        | bad-last-item   | [{ "content": "New", "status": "completed", "activeForm": "N" }, { "content": "Newer", "status": "completed", "activeForm": "" }]              | Item 1: activeForm required                |
        | bad-status      | [{ "content": "New", "status": "completed", "activeForm": "N" }, { "content": "Newer", "status": "blocked", "activeForm": "M" }]               | Item 1: invalid status 'blocked'           |
        | two-in-progress | [{ "content": "New", "status": "in_progress", "activeForm": "N" }, { "content": "Newer", "status": "in_progress", "activeForm": "M" }]         | Only one task can be in_progress at a time |

    @id:MCC04-04 @MCC-UPD.12 @MCC-UPD.7
    Scenario: After 21 items are refused the list is the one before it
      Given the list was written with:
        """json
        [{ "content": "Original", "status": "completed", "activeForm": "Originating" }]
        """
      When update is given 21 pending items "Task 1" to "Task 21"
      Then update raises "Max 20 todos allowed"
      And render() still returns:
        """
        [x] Original

        (1/1 completed)
        """

  Rule: what is stored is cleaned, and only the three fields

    @id:MCC04-05 @MCC-UPD.10 @MCC-UPD.2 @MCC-UPD.5
    Scenario: content and activeForm are stored stripped
      When update is given:
        """json
        [{ "content": "  Write tests\t", "status": "in_progress", "activeForm": "\n Writing tests  " },
         { "content": " Ship it ", "status": "pending", "activeForm": " Shipping " }]
        """
      Then update returns:
        """
        [>] Write tests <- Writing tests
        [ ] Ship it

        (0/2 completed)
        """
      And render() returns:
        """
        [>] Write tests <- Writing tests
        [ ] Ship it

        (0/2 completed)
        """

    @id:MCC04-06 @MCC-UPD.10
    Scenario: Other fields of an item are dropped: neither an error nor shown
      When update is given:
        """json
        [{ "id": "1", "content": "Write tests", "status": "completed", "activeForm": "Writing tests", "priority": "high" },
         { "content": "Ship it", "status": "in_progress", "activeForm": "Shipping", "note": "[x] not this" }]
        """
      Then update returns:
        """
        [x] Write tests
        [>] Ship it <- Shipping

        (1/2 completed)
        """

    @id:MCC04-08 @MCC-UPD.10 @MCC-RND.2
    Scenario: A long content and activeForm are stored whole: the document sets no length limit
      A learner's guard against a huge item (cut at 2,000 characters and marked "[truncated]") changes what the
      model reads back; the document stores what it was given, stripped.
      When update is given an in_progress item whose content and activeForm are 5000 characters long
      Then update returns that item whole, rendered
      And render() returns that item whole too

  Rule: update answers with render()

    @id:MCC04-07 @MCC-UPD.13
    Scenario: What update returns is what render() returns right after it
      When update is given:
        """json
        [{ "content": "Read the code", "status": "completed", "activeForm": "Reading the code" },
         { "content": "Fix the bug", "status": "in_progress", "activeForm": "Fixing the bug" }]
        """
      Then update returns exactly what render() returns next
