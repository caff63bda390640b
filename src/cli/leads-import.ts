import { SingleBar } from 'cli-progress';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { LeadEmailIngestionService, type EmailIngestResult } from '../modules/leads/intake/lead-email-ingestion.service';
import { CliUsageError, runCli } from './cli-context';

const USAGE = 'usage: npm run leads:import -- <file.eml | folder> [more files or folders]';
const CONCURRENCY = 16;

async function collect(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) throw new CliUsageError(`Not found: ${path}\n${USAGE}`);
    if (info.isDirectory()) {
      const entries = await readdir(path, { recursive: true });
      files.push(...entries.filter((e) => extname(e).toLowerCase() === '.eml').map((e) => join(path, e)).sort());
    } else files.push(path);
  }
  return files;
}

/** `npm run leads:import`: backfills lead emails from .eml files, with a progress bar and a summary. */
void runCli({ needsRedis: true }, async (context) => {
  const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (paths.length === 0) throw new CliUsageError(USAGE);
  const files = await collect(paths);
  const ingestion = context.get(LeadEmailIngestionService);
  const summary = { parsed: 0, created: 0, updated: 0, duplicate: 0, ignored: 0, failed: 0 };
  const failures: string[] = [];
  const interactive = process.stdout.isTTY === true;
  const bar = new SingleBar({ format: 'Importing [{bar}] {percentage}% | {value}/{total} emails | {eta_formatted} left', hideCursor: true });
  if (interactive) bar.start(files.length, 0);
  const started = performance.now();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++];
      let result: EmailIngestResult;
      try {
        result = await ingestion.ingest(await readFile(file), 'cli');
      } catch (error) {
        result = { message_id: file, status: 'failed', duplicate: false, opportunity_id: null, created: false, error: error instanceof Error ? error.message : String(error) };
      }
      if (result.duplicate) summary.duplicate++;
      else if (result.status === 'parsed') {
        summary.parsed++;
        if (result.created) summary.created++;
        else summary.updated++;
      } else if (result.status === 'ignored') summary.ignored++;
      else {
        summary.failed++;
        failures.push(`${file}: ${result.error ?? 'failed'}`);
      }
      if (interactive) bar.increment();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  if (interactive) bar.stop();
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    [
      `Imported ${files.length} file${files.length === 1 ? '' : 's'} in ${seconds.toFixed(1)} s (${(files.length / Math.max(seconds, 0.001)).toFixed(0)} emails/s):`,
      `  parsed ${summary.parsed} (new opportunities ${summary.created}, updated ${summary.updated})`,
      `  already imported ${summary.duplicate}, ignored (not leads) ${summary.ignored}, failed ${summary.failed}`,
      ...failures.slice(0, 20).map((line) => `  ✗ ${line}`),
      failures.length > 20 ? `  … and ${failures.length - 20} more failures` : '',
      '',
    ]
      .filter((line) => line !== '')
      .join('\n') + '\n',
  );
});
