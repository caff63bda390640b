import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SESSION_TABLE } from './session.middleware';

/** The express-session rows (connect-pg-simple format) in the `sessions` table. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async purgeExpired(now = new Date()): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(`DELETE FROM ${SESSION_TABLE} WHERE expire < $1`, [now]);
    return result[1];
  }
}
