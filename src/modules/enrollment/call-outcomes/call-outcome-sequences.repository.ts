import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface NamedSequenceRow {
  id: string;
  name: string;
  is_active: boolean;
}

/** Finds the sequence a call follow-up names. */
@Injectable()
export class CallOutcomeSequencesRepository {
  constructor(private readonly db: DataSource) {}

  /** The live (not deleted) sequence with this name, ignoring case (names are unique that way among live ones). */
  async byName(name: string): Promise<NamedSequenceRow | null> {
    const rows: NamedSequenceRow[] = await this.db.query(
      `SELECT id, name, is_active FROM sequences WHERE lower(name) = lower($1) AND deleted_at IS NULL LIMIT 1`,
      [name.trim()],
    );
    return rows[0] ?? null;
  }
}
