/**
 * Just enough of a JavaScript/TypeScript tokenizer to tell comments from code, so that the reference's own
 * checks (NFR) need not load the TypeScript compiler (a fifth of a second on every run).
 * Strings and template literals are skipped whole, so a "//" inside a URL is not a comment.
 */
export interface SourceParts {
  comments: string[];
  code: string;
}

export function splitSource(text: string): SourceParts {
  const comments: string[] = [];
  let code = '';
  let i = 0;
  while (i < text.length) {
    const two = text.slice(i, i + 2);
    if (two === '//' || two === '/*') {
      const end = two === '//' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2) + 2;
      const stop = end <= 1 || end === -1 ? text.length : end;
      comments.push(text.slice(i, stop));
      i = stop;
      continue;
    }
    const quote = text[i]!;
    if (quote === '"' || quote === "'" || quote === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1;
      code += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    code += quote;
    i += 1;
  }
  return { comments, code };
}

/** The module specifiers a file imports, exports from, or requires. */
export function importsOf(text: string): string[] {
  const { code } = splitSource(text);
  const pattern = /\b(?:import|export)\s[^;]*?\bfrom\s*(['"])([^'"]+)\1|\bimport\s*(['"])([^'"]+)\3|\b(?:require|import)\s*\(\s*(['"])([^'"]+)\5\s*\)/g;
  return [...code.matchAll(pattern)].map((m) => m[2] ?? m[4] ?? m[6]!);
}
