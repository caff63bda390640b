import type { QueryRunner } from 'typeorm';

export async function seedSequences(runner: QueryRunner, total: number): Promise<void> {
  void runner;
  void total;
}

export async function seedEnrollments(runner: QueryRunner, total: number, started: number): Promise<void> {
  void runner;
  void total;
  void started;
}
