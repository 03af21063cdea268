/** A title cut to a width at a word boundary, with an ellipsis: "F-008 TodoWrite validates in a fixed order, …" */
export function fitTitle(title: string, width: number): string {
  if (title.length <= width) return title;
  const room = title.slice(0, width - 1);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > width / 2 ? room.slice(0, lastSpace) : room).replace(/[\s,;:]+$/, '')}…`;
}
