// Broken on purpose: the recap's "Pending: " part lists every todo still to do, the one in progress among them
// ("Pending: 修复重叠检测; 更新文档."), where design 6 names pending todos there and the one in progress after
// "In progress: ". Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const execute = async (params) => {
    const answer = await tool.execute(params);
    if (answer.status !== 'success') return answer;
    const open = answer.data.todos.filter((t) => t.status === 'pending' || t.status === 'in_progress'); // the mistake
    const recap = answer.data.recap.replace(/Pending: [^.]*\./, '').replace(/ {2,}/g, ' ');
    const pending = open.length > 0 ? ` Pending: ${open.slice(0, 3).map((t) => t.content).join('; ')}.` : '';
    return { ...answer, data: { ...answer.data, recap: recap.replace(/(In progress: [^.]*\.)/, `$1${pending}`) } };
  };
  return { ...tool, execute };
}
