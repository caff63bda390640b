import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

interface FileTally {
  tests: number;
  assertions: number;
  durationMs: number;
}

/**
 * Writes, per spec file, the tests run, the `expect` calls executed (Playwright reports each as a step of category
 * 'expect') and the summed test time, to the JSON file named by LA_TEST_COUNTS_FILE. `npm run test:timings` reads it
 * to draw README's timing table; without the variable this reporter does nothing.
 */
export default class CountsReporter implements Reporter {
  private readonly files = new Map<string, FileTally>();
  private readonly started = Date.now();

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.category === 'expect') this.tally(test).assertions += 1;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const tally = this.tally(test);
    tally.tests += 1;
    tally.durationMs += result.duration;
  }

  onEnd(result: FullResult): void {
    const target = process.env.LA_TEST_COUNTS_FILE;
    if (!target) return;
    const files = [...this.files.entries()].map(([file, tally]) => ({ file, ...tally }));
    writeFileSync(target, JSON.stringify({ runner: 'playwright', status: result.status, wallMs: Date.now() - this.started, files }, null, 2));
  }

  private tally(test: TestCase): FileTally {
    const file = relative(process.cwd(), test.location.file);
    let tally = this.files.get(file);
    if (!tally) {
      tally = { tests: 0, assertions: 0, durationMs: 0 };
      this.files.set(file, tally);
    }
    return tally;
  }
}
