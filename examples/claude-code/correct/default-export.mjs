// Correct: the factory as the module's default export (`export default createTodoTools`), as a learner may write it.
// The kit takes the default export for the one export a profile requires; the optional ones (sortTodos, renderTodos)
// are not offered here, and their scenarios do not apply.
import { createTodoTools } from './class-based-atomic.mjs';

export default createTodoTools;
