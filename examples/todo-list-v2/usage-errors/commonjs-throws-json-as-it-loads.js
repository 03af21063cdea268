// CommonJS that parses, and throws a SyntaxError as it loads (a JSON.parse of a file cut short): the run stops (exit
// 2) on that error and its frame, and nothing else. Parsed as an ES module, the sloppy octal below (0644) is an
// error too, and a line of the template string reads like an export: once, the kit showed that place (review 114).
const MODE = 0644;
const script = `
export TODO_DIR=/tmp/todos
`;

module.exports = { MODE, script, saved: JSON.parse('{"todos": [') };
