// Reads files straight out of a bare git directory (a fetched snapshot has no work tree): the commit of HEAD, the
// file list under a folder, and the bytes of many blobs in one `git cat-file --batch` call. A blob the snapshot
// does not hold (very large files are left out of snapshots) comes back as undefined.
import { execFileSync, spawnSync } from 'node:child_process';

const git = (gitDir, args, options = {}) => execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 28, ...options });

/** The commit HEAD points at. */
export function headCommit(gitDir) {
  return git(gitDir, ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
}

/** Every file (path and blob id) under `folder` at HEAD, sorted by path. */
export function listFiles(gitDir, folder) {
  const out = git(gitDir, ['ls-tree', '-r', '-z', 'HEAD', '--', folder], { encoding: 'utf8' });
  return out
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t');
      const [, type, blob] = meta.split(' ');
      return { path, type, blob };
    })
    .filter((entry) => entry.type === 'blob')
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The contents of each blob id, as a Map from id to Buffer (missing blobs are left out). */
export function readBlobs(gitDir, blobs) {
  const unique = [...new Set(blobs)];
  const result = new Map();
  if (unique.length === 0) return result;
  const run = spawnSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { input: `${unique.join('\n')}\n`, maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`git cat-file failed in ${gitDir}: ${run.stderr}`);
  const out = run.stdout;
  let at = 0;
  while (at < out.length) {
    const end = out.indexOf(0x0a, at);
    const header = out.subarray(at, end).toString('utf8').split(' ');
    at = end + 1;
    if (header[1] === 'missing') continue;
    const size = Number(header[2]);
    result.set(header[0], out.subarray(at, at + size));
    at += size + 1;
  }
  return result;
}
