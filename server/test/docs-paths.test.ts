import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const TOP = /^(\.ci|contract|deploy|docs|scripts|server|src|tests|tools)\//;
/** A path with a placeholder (`<name>`, `NNNN`, `*`) names a kind of file, not one. */
const PLACEHOLDER = /[<>*{}]|NNNN|\.\.\./;

// Our own documents; docs/spec/ holds copies of the shared spec and contract, which name the
// product's paths, not the repository's.
const documents = [
  'README.md',
  ...readdirSync(join(repo, 'docs'), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `docs/${entry.name}`),
];

/** The repository paths a document names: in backticks, in links, or in its code blocks. */
function namedPaths(document: string) {
  const text = readFileSync(join(repo, document), 'utf8');
  const named = new Set<string>();
  for (const [, link] of text.matchAll(/\]\(([^)#\s]+)/g)) {
    if (!/^[a-z]+:/.test(link)) named.add(join(dirname(document), link));
  }
  for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = quoted.replace(/[:,.;)]+$/, '');
    if (TOP.test(path)) named.add(path);
  }
  return [...named].filter((path) => !PLACEHOLDER.test(path) && !path.startsWith('..'));
}

describe('the README and docs/', () => {
  it.each(documents)('%s names only paths that exist', (document) => {
    const missing = namedPaths(document).filter(
      (path) => !existsSync(join(repo, path.replace(/#.*$/, ''))),
    );
    expect(missing).toEqual([]);
  });

  it('keep the README for a newcomer: at most 200 lines', () => {
    expect(readFileSync(join(repo, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(
      201,
    );
  });
});
