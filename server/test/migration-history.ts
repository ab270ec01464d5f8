import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SQUASHED_AT_COMMIT } from '../db/migrate.js';
import { projectPath } from '../paths.js';

/**
 * The migrations folder as the release before the baseline shipped it (0000-0034, with the
 * functions each one re-created), read from git into a scratch folder: the tests of upgrading a
 * database made by that release build it with these files, as that release did.
 */
export function migrationHistory(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'gca-history-'));
  try {
    const archive = execFileSync('git', ['archive', SQUASHED_AT_COMMIT, 'server/db/migrations'], {
      cwd: projectPath(),
      maxBuffer: 64 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
  } catch (error) {
    throw new Error(
      `The migration history is read from git at ${SQUASHED_AT_COMMIT}: this checkout must have that commit (a full clone; "git fetch --unshallow" in a shallow one). ${error}`,
    );
  }
  return path.join(folder, 'server/db/migrations');
}
