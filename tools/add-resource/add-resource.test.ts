import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
let scratch: string;

// The commands run as a newcomer's shell would: without this run's Vitest and test settings
// (NODE_ENV=test would change the build).
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST_|NODE_ENV$)/.test(name)),
);

const run = (command: string, args: string[]) =>
  execFileSync(command, args, {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });

/**
 * The README's "Adding a resource", as a newcomer does it in a fresh clone: the scaffold, then
 * the checks CI runs. A copy of the repository's files (node_modules linked), made a git
 * repository of its own so `git status` tells what the scaffold touched.
 */
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'gca-scaffold-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    try {
      copyFileSync(join(repo, file), join(scratch, file));
    } catch {
      // A file deleted but not yet staged is not part of the clone.
    }
  }
  symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'));
  run('git', ['init', '-q']);
  run('git', ['add', '-A']);
  run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'clone']);
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const ANNOUNCEMENTS =
  'title:string(120) body:text is_active:boolean starts_at:datetime? audience:enum(all|staff|customers)';

describe('npm run add:resource', () => {
  it('--fields writes a whole resource: declaration, migration and app folder, checked end to end', () => {
    const output = run('npx', [
      'tsx',
      'tools/add-resource/cli.ts',
      'announcements',
      '--fields',
      ANNOUNCEMENTS,
    ]);
    expect(output).toContain('contract/resources/announcements.ts');
    const touched = run('git', ['status', '--porcelain', '--untracked-files=all'])
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3).replace(/\d{4}_announcements/, 'NNNN_announcements'))
      .sort();
    expect(touched).toEqual([
      'contract/resources/announcements.ts',
      'contract/resources/index.ts',
      'server/db/migrations/NNNN_announcements.sql',
      'server/db/migrations/meta/_journal.json',
      'src/resources/announcements/api.ts',
      'src/resources/announcements/en.ts',
      'src/resources/announcements/fr.ts',
      'src/resources/announcements/index.ts',
    ]);
    run('npm', ['run', 'lint']);
    run('npm', ['run', 'typecheck']);
    // The API (list, one, create, update, delete, audit rows, 403s, 409, the role matrix, the
    // OpenAPI document) and the screens (List, Create checked by the contract, Show, Edit, Delete,
    // French) of every declared resource, the new one among them.
    run('npx', [
      'vitest',
      'run',
      'server/declared',
      'server/test/role-matrix.test.ts',
      'server/test/contract.test.ts',
      'tests/components/declared',
      'tests/components/i18n',
      'tests/components/layout/headerTitle.test.tsx',
    ]);
  }, 900_000);

  it('--endpoint writes a read-only list and detail that import the contract’s schemas', () => {
    run('git', ['stash', '--include-untracked', '-q']);
    const output = run('npx', [
      'tsx',
      'tools/add-resource/cli.ts',
      'admins',
      '--endpoint',
      '/admin/staff',
    ]);
    expect(output).toContain('src/resources/admins/');
    expect(run('git', ['status', '--porcelain']).trim()).toBe('?? src/resources/admins/');
    expect(run('git', ['ls-files', '--others', 'src/resources/admins']).split('\n').sort()).toEqual(
      [
        '',
        'src/resources/admins/AdminList.tsx',
        'src/resources/admins/AdminShow.tsx',
        'src/resources/admins/api.ts',
        'src/resources/admins/en.ts',
        'src/resources/admins/fr.ts',
        'src/resources/admins/index.ts',
      ],
    );
    // Filters, ordering and the row's type come from the contract's modules, not copies of them.
    const api = run('cat', ['src/resources/admins/api.ts']);
    expect(api).toContain('filtersOf(staffListQuery)');
    expect(api).toContain('orderingOf(staffListQuery)');
    expect(run('cat', ['src/resources/admins/AdminList.tsx'])).toContain(
      'z.infer<typeof staffMember>',
    );

    run('npm', ['run', 'lint']);
    run('npm', ['run', 'typecheck']);
    copyFileSync(
      join(repo, 'tools/add-resource/scaffolded-list.test.tsx.txt'),
      join(scratch, 'tests/components/auth/scaffolded-list.test.tsx'),
    );
    run('npx', [
      'vitest',
      'run',
      '--project',
      'app',
      'tests/components/auth',
      'tests/components/i18n',
      'tests/components/layout/headerTitle.test.tsx',
      'tests/components/dataProvider.test.ts',
    ]);
    run('npm', ['run', 'build:app']);
    expect(run('npm', ['run', 'size'])).toMatch(/kB/);
  }, 900_000);
});
