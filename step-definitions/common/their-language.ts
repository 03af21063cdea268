/**
 * Hints in the learner's language: a module is JavaScript or TypeScript; a program over the line protocol is in the
 * language its answer to `initialize` declares. A program that declares JavaScript or TypeScript (a Node, Deno or
 * Bun program) gets the JavaScript hint; any other gets the Python one, the language of the documents whose code
 * the contracts quote (and of the kit's own programs over the protocol). A hint that quotes code says it in the
 * language of what is verified, or, for a program in a third language (Java, Perl, Rust), says that its code is Python.
 */
import { quotedPython } from '../../harness/failure-report';
import { implementationUnderTest } from '../../harness/implementation-under-test';
import { truncate } from '../../harness/safe-text';

/** The names a program may give JavaScript or TypeScript as its language (docs/protocol.md: `initialize`). */
const JAVASCRIPT = /^\s*(java\s*script|type\s*script|[jt]s|node(\s*\.?\s*js)?|deno|bun|ecmascript)\b/i;

/** Whether a program's declared language is JavaScript or TypeScript by one of its names. */
export const declaresJavaScript = (language: string | undefined): boolean => JAVASCRIPT.test(language ?? '');

/** The names a program may give Python as its language ("python", "Python 3.12 (CPython)", "pypy3"). */
const PYTHON = /^\s*(c?python|py|pypy|micropython)(\d|\b)/i;

/** Whether a program's declared language is Python by one of its names. */
export const declaresPython = (language: string | undefined): boolean => PYTHON.test(language ?? '');

export function inTheirLanguage(hint: { python: string; javascript: string }): string {
  const implementation = implementationUnderTest();
  const { language } = implementation;
  if (implementation.inProcess || declaresJavaScript(language)) return hint.javascript;
  // A program in another language gets the Python, and the failure that quotes it says so (failure-report.ts).
  if (language !== undefined && language.trim() !== '' && !declaresPython(language)) {
    quotedPython.language = truncate(language.trim(), 40);
    quotedPython.texts.add(hint.python);
  }
  return hint.python;
}
