import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { projectPath } from '../paths.js';

const run = promisify(execFile);

/**
 * The dependency rule of `npm run lint` (.dependency-cruiser.cjs) run on a scratch tree laid out
 * like the repository, so that what it refuses is shown on imports written for the purpose rather
 * than on the repository as it happens to be.
 */
let scratch: string | undefined;

function tree(files: Record<string, string>) {
  scratch = mkdtempSync(path.join(tmpdir(), 'gca-deps-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
  // The repository's rules, reading TypeScript with the repository's Babel set-up.
  writeFileSync(
    path.join(scratch, 'rules.cjs'),
    `const rules = require(${JSON.stringify(projectPath('.dependency-cruiser.cjs'))});
module.exports = { ...rules, options: { ...rules.options, babelConfig: { fileName: ${JSON.stringify(
      projectPath('dependency-cruiser.babel.cjs'),
    )} } } };`,
  );
  return scratch;
}

async function cruise(dir: string) {
  try {
    const { stdout } = await run(
      projectPath('node_modules/.bin/depcruise'),
      ['src', 'server', 'contract', 'tools', '--config', 'rules.cjs', '--output-type', 'err'],
      { cwd: dir },
    );
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout } = error as { stdout: string };
    return { failed: true, output: stdout };
  }
}

const base = {
  'contract/enums.ts': `export const roles = ['admin'] as const;\n`,
  'server/lib/ids.ts': `export const isId = (value: string) => value.length > 0;\n`,
  'server/plugins/auth/guard.ts': `import { isId } from '../../lib/ids.js';\nexport const guard = (id: string) => isId(id);\n`,
  'src/format.ts': `import { roles } from '../contract/enums';\nexport const first = roles[0];\n`,
  'tools/seed.ts': `import { guard } from '../server/plugins/auth/guard.js';\nguard('x');\n`,
};

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('the dependency rule', () => {
  it('passes imports that go down the layers', async () => {
    const result = await cruise(tree(base));
    expect(result.output).toContain('no dependency violations found');
    expect(result.failed).toBe(false);
  });

  it('fails an upward import inside the server: a folder cycle and a module cycle', async () => {
    const result = await cruise(
      tree({
        ...base,
        'server/lib/ids.ts': `import type { guard } from '../plugins/auth/guard.js';\nexport type Guard = typeof guard;\nexport const isId = (value: string) => value.length > 0;\n`,
      }),
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-folder-cycles');
    expect(result.output).toContain('no-cycles');
  });

  it('fails an upward import between two folders of the app, even without a module cycle', async () => {
    const result = await cruise(
      tree({
        ...base,
        'src/list/columns.ts': `import { first } from '../format';\nexport const columns = [first];\n`,
        'src/format.ts': `import { roles } from '../contract/enums';\nexport const first = roles[0];\n`,
        'src/shared/locale.ts': `import { columns } from '../list/columns';\nexport const locale = columns[0];\n`,
        'src/list/title.ts': `import { locale } from '../shared/locale';\nexport const title = locale;\n`,
      }),
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-folder-cycles');
    expect(result.output).not.toContain('no-cycles:');
  });

  it('fails the app importing server code, and the server importing a tool', async () => {
    const result = await cruise(
      tree({
        ...base,
        'src/format.ts': `import { isId } from '../server/lib/ids.js';\nexport const check = isId;\n`,
        'server/lib/seeded.ts': `import '../../tools/seed.js';\n`,
      }),
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('app-reaches-server-through-contract');
    expect(result.output).toContain('nothing-imports-tools');
  });

  it('fails the contract importing either side', async () => {
    const result = await cruise(
      tree({ ...base, 'contract/enums.ts': `export { first } from '../src/format';\n` }),
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('contract-imports-neither-side');
  });
});
