/**
 * Splits a file of SQL into its statements at the semicolons outside quotes, dollar-quoted bodies
 * and comments. The object files (server/db/functions, views) hold a function with its triggers:
 * PGlite runs one statement per query, so each is sent on its own.
 */
export function sqlStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const statement = text.slice(start, end).trim();
    if (statement.split('\n').some((line) => line.trim() && !line.trim().startsWith('--'))) {
      statements.push(statement);
    }
  };
  while (i < text.length) {
    const char = text[i];
    const next = text[i + 1];
    if (char === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (char === "'" || char === '"') {
      let j = i + 1;
      // A doubled quote is a quote inside the literal.
      while (j < text.length && !(text[j] === char && text[j + 1] !== char)) {
        j += text[j] === char ? 2 : 1;
      }
      i = j + 1;
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        i = end < 0 ? text.length : end + tag.length;
      } else {
        i += 1;
      }
    } else if (char === ';') {
      push(i);
      i += 1;
      start = i;
    } else {
      i += 1;
    }
  }
  push(text.length);
  return statements;
}
