import { Injectable } from '@nestjs/common';
import { AppError } from 'src/common/errors/app-error';
import { SmtpCatcher, type CaughtMail, type CaughtMailSummary } from './smtp-catcher.service';

export enum CaughtMailErrorCode {
  /** The app sends through a real provider: nothing is caught. */
  CatcherNotRunning = 'MAIL_CATCHER_NOT_FOUND',
  MessageNotFound = 'CAUGHT_MAIL_NOT_FOUND',
}

export class CaughtMailError extends AppError<CaughtMailErrorCode> {}

/** The "Sent mail" view: what the in-process catcher caught (404 MAIL_CATCHER_NOT_FOUND when it does not run). */
@Injectable()
export class CaughtMailService {
  constructor(private readonly catcher: SmtpCatcher) {}

  list(): CaughtMailSummary[] {
    return this.running().list();
  }

  get(id: string): CaughtMail {
    const mail = this.running().get(id);
    if (!mail) throw new CaughtMailError(CaughtMailErrorCode.MessageNotFound, 'Caught message not found');
    return mail;
  }

  /** Removes every caught message; answers how many there were. */
  clear(): number {
    const catcher = this.running();
    const count = catcher.list().length;
    catcher.clear();
    return count;
  }

  private running(): SmtpCatcher {
    if (!this.catcher.running) throw new CaughtMailError(CaughtMailErrorCode.CatcherNotRunning, 'The mail catcher is not running');
    return this.catcher;
  }
}
