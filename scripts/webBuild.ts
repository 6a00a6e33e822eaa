import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The sources the built web app is made of (scripts/build.sh builds them in this order). */
const WEB_SOURCES = [
  'packages/validators/src',
  'packages/api-client/src',
  'packages/ui/src',
  'packages/forms/src',
  'apps/web/src',
];

/** Stories, tests, screenshot references and the modules' READMEs are not in the build. */
const NOT_BUILT = /\.(stories|test)\.tsx?$|\.png$|\.md$/;

/** The newest file under `dir` that goes into the build. */
const newestFile = (dir: string): { file: string; mtimeMs: number } | undefined => {
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || NOT_BUILT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mtimeMs } = statSync(file);
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
};

/**
 * Why the web build in `distDir` cannot be measured, or undefined when it can: missing, or older than
 * a source it is built from. A browser bench against a stale build measures old code: bench:talk once
 * reported a scroll stuck 90 messages back that a merged fix had already removed, because
 * apps/web/dist predated the merge.
 */
export const staleWebBuild = (repoRoot: string, distDir: string): string | undefined => {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return `${index} is missing: run scripts/build.sh`;
  const built = statSync(index).mtimeMs;
  for (const source of WEB_SOURCES) {
    const newest = newestFile(path.join(repoRoot, source));
    if (newest && newest.mtimeMs > built)
      return `${distDir} is older than ${path.relative(repoRoot, newest.file)}: run scripts/build.sh`;
  }
  return undefined;
};
