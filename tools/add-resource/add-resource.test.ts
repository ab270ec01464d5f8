import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
let scratch: string;

// The commands run as a newcomer's shell would: without this run's Vitest and test settings
// (NODE_ENV=test would change what they load).
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST_|NODE_ENV$)/.test(name)),
);

/** Runs a command in the copy; a failure says what the command printed. */
const run = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
};

/** Commits everything in the copy, so that `git status` then lists only what comes after. */
const commitAll = (message: string) => {
  run('git', ['add', '-A']);
  run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', message]);
};

/** What the scaffold wrote or changed in the copy, as `git status` lists it. */
const touched = () =>
  run('git', ['status', '--porcelain', '--untracked-files=all'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));

/**
 * `npm run lint` on what the scaffold wrote: Biome on those files (its own settings still leave
 * the migrations out), and the dependency rule over every import that starts in them. The
 * repository itself is linted once by `npm test`; only these files and their imports are new.
 * `roots` are where dependency-cruiser starts: the written folders, and a whole folder where a
 * written module imports from a folder that may import back (a folder cycle passes through it).
 */
function lintWritten(files: string[], roots: string[]) {
  run('npx', [
    'biome',
    'check',
    '--files-ignore-unknown=true',
    '--no-errors-on-unmatched',
    ...files,
  ]);
  run('npx', ['depcruise', ...roots]);
}

/**
 * A copy of the repository's files as they are now, committed or not (node_modules linked), made
 * a git repository of its own so that `git status` tells what the scaffold touched. A git
 * worktree would hold the last commit instead, and add to the repository's own list of
 * worktrees; copying the ~900 files takes under a second.
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
  commitAll('clone');
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const ANNOUNCEMENTS =
  'title:string(120) body:text is_active:boolean starts_at:datetime? audience:enum(all|staff|customers)';

// `npm test` lints, typechecks and builds the repository once. Each scaffold here is linted where
// it wrote; then the copy holding both new resources is typechecked whole and runs, in one Vitest
// run, the tests that exercise every declared or registered resource, the new ones among them.
describe('npm run add:resource', () => {
  it('says every field type, and refuses a reference to no resource, naming the known ones, writing nothing', () => {
    const help = run('npx', ['tsx', 'tools/add-resource/cli.ts', '--help']);
    for (const type of [
      'string(max)',
      'enum(a|b|c)',
      'set(a|b|c)',
      'reference(resource)',
      'image',
    ]) {
      expect(help).toContain(type);
    }
    expect(() =>
      run('npx', [
        'tsx',
        'tools/add-resource/cli.ts',
        'promotions',
        '--fields',
        'title:string(80) brand:reference(nosuch)',
      ]),
    ).toThrow(/Field brand: reference\(nosuch\) names no resource .*Known: .*brands.*staff.*users/);
    expect(touched()).toEqual([]);
  }, 120_000);

  it('--fields writes a whole resource: declaration, migration and app folder, lint-clean', () => {
    const output = run('npx', [
      'tsx',
      'tools/add-resource/cli.ts',
      'announcements',
      '--fields',
      ANNOUNCEMENTS,
      '--fr',
      'une annonce|annonces',
    ]);
    expect(output).toContain('contract/resources/announcements.ts');
    // Its French titles are French.
    expect(run('cat', ['contract/resources/announcements.ts'])).toContain(
      "create: 'Créer une annonce'",
    );
    const written = touched();
    expect(
      written.map((file) => file.replace(/\d{4}_announcements/, 'NNNN_announcements')).sort(),
    ).toEqual([
      'contract/resources/announcements.ts',
      'contract/resources/index.ts',
      'server/db/migrations/NNNN_announcements.sql',
      'server/db/migrations/meta/_journal.json',
      'src/resources/announcements/api.ts',
      'src/resources/announcements/en.ts',
      'src/resources/announcements/fr.ts',
      'src/resources/announcements/index.ts',
    ]);
    // The declaration imports from contract/ and joins contract/resources/index.ts, which the
    // rest of contract/ may import: the whole folder is where a cycle would show.
    lintWritten(written, ['contract', 'src/resources/announcements']);
    // The next scaffold's own files are then all that `git status` lists.
    commitAll('announcements');
  }, 120_000);

  it('--endpoint writes a read-only list and detail that import the contract’s schemas', () => {
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

    // Nothing imports the new folder (the registry finds it by import.meta.glob, typed by the
    // registry itself), so nothing else can start a cycle: the folder and its own imports are all
    // there is to lint.
    lintWritten(touched(), ['src/resources/admins']);
    // What an admin sees of the new list, run with the tests below.
    copyFileSync(
      join(repo, 'tools/add-resource/scaffolded-list.test.tsx.txt'),
      join(scratch, 'tests/components/auth/scaffolded-list.test.tsx'),
    );
  }, 120_000);

  it('both new resources typecheck, and pass the tests of every declared and registered resource', () => {
    // A new declaration changes the type of the list of declarations, which the app and the
    // server both read (DeclaredResource): both are typechecked whole, as `npm run typecheck`
    // does, the new app folder with them.
    run('npm', ['run', 'typecheck']);
    run('npx', [
      'vitest',
      'run',
      // The API of every declared resource (list, one, create, update, delete, audit rows, 403s,
      // 409, the role matrix, the OpenAPI document) and its screens (List, Create checked by the
      // contract, Show, Edit, Delete, French).
      'server/declared',
      'server/test/role-matrix.test.ts',
      'server/test/contract.test.ts',
      'tests/components/declared',
      // The menu and access of every registered resource, both catalogues, header titles, the
      // data provider's paths, and the scaffolded list as an admin sees it.
      'tests/components/auth/access.test.tsx',
      'tests/components/auth/scaffolded-list.test.tsx',
      'tests/components/i18n/catalogue.test.ts',
      'tests/components/layout/headerTitle.test.tsx',
      'tests/components/dataProvider.test.ts',
    ]);
  }, 900_000);
});
