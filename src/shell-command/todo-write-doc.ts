/**
 * todo-write.md, the command's documentation: the system prompt teaches the model the command with it, and
 * `TodoWrite -h` / `TodoWrite --help` print it. It is kept as a string so the package needs no file loader.
 */
export const TODO_WRITE_DOC = `## TodoWrite - Task List Management

A full-replacement task list tool for creating and managing structured task lists in the current session. Helps track progress, organize complex tasks, and demonstrate thoroughness to the user.

### Usage

TodoWrite '{"todos":[...]}'

### Parameters

Each todo item requires:
- content (string): Task description in imperative form, e.g., "Write unit tests"
- activeForm (string): Present continuous form, e.g., "Writing unit tests"
- status (string): One of "pending", "in_progress", or "completed"

### When to Use

1. Complex multi-step tasks - When a task requires 3 or more distinct steps
2. Non-trivial and complex tasks - Tasks that require careful planning
3. User explicitly requests a todo list
4. User provides multiple tasks at once
5. After receiving new instructions - Immediately capture user requirements as todos
6. When starting a task - Mark it as in_progress BEFORE beginning work
7. After completing a task - Mark it as completed immediately

### When NOT to Use

1. Single, straightforward task
2. Trivial task where tracking provides no benefit
3. Task can be completed in less than 3 trivial steps
4. Purely conversational or informational requests

### Task States

- pending: Task not yet started
- in_progress: Currently working on (limit to ONE at any time)
- completed: Task finished successfully

### Management Rules

- Update task status in real-time as you work
- Mark tasks complete IMMEDIATELY after finishing (don't batch completions)
- Exactly ONE task must be in_progress at any time (not less, not more)
- Complete current tasks before starting new ones
- Remove tasks that are no longer relevant from the list entirely

### Completion Requirements

ONLY mark a task as completed when you have FULLY accomplished it. Keep as in_progress if:
- Tests are failing
- Implementation is partial
- You encountered unresolved errors
- You hit blockers that need resolution

### Example

TodoWrite '{"todos":[
  {"content":"Analyze requirements","activeForm":"Analyzing requirements","status":"completed"},
  {"content":"Write implementation","activeForm":"Writing implementation","status":"in_progress"},
  {"content":"Run tests","activeForm":"Running tests","status":"pending"}
]}'

Returns: Todo list updated: 1 completed, 1 in_progress, 1 pending
`;
