import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import createSubscriber, { type Subscriber } from 'pg-listen';
import { AppConfigService } from 'src/config/app-config.service';
import { OutboxRelay } from './outbox-relay.service';
import { OUTBOX_CHANNEL } from './outbox.repository';

/**
 * Reconnect pace after the listening connection is lost: 0.5 s, 1 s, 2 s, 4 s, then every 5 s for as long as it
 * takes (short enough that a worker stopped during a database outage leaves the loop promptly).
 */
export function listenerRetryMs(attempt: number): number {
  return Math.min(500 * 2 ** Math.max(0, attempt - 1), 5000);
}

/**
 * Worker role: one PostgreSQL connection that LISTENs on the channel every append NOTIFYs, so the relay runs right
 * after an event commits instead of at its next poll (the CRM dispatcher then wakes well within a second). The poll
 * stays the safety net: while this connection is down (it reconnects on its own) events wait at most one poll.
 */
@Injectable()
export class OutboxWakeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxWakeListener.name);
  private subscriber: Subscriber | null = null;
  private closing = false;

  constructor(
    private readonly config: AppConfigService,
    private readonly relay: OutboxRelay,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const subscriber = createSubscriber(
      { connectionString: this.config.database.url, application_name: 'lead-automation-outbox-listener', connectionTimeoutMillis: 5000 },
      {
        // pg-listen gives up after 3 s of failed reconnects by default (a worker outlives any database restart), and
        // its reconnect loop ignores close(): throwing here is what ends the loop once the worker stops.
        retryInterval: (attempt) => {
          if (this.closing) throw new Error('Outbox wake-up listener closed');
          return listenerRetryMs(attempt);
        },
        retryTimeout: Number.POSITIVE_INFINITY,
        parse: (payload) => payload,
      },
    );
    this.subscriber = subscriber;
    subscriber.notifications.on(OUTBOX_CHANNEL, () => this.relay.wake());
    // Back after a reconnect: events committed meanwhile sent notifications nobody heard.
    subscriber.events.on('connected', () => {
      // A reconnect that was under way when the worker stopped: close the connection it just opened.
      if (this.closing) void subscriber.close().catch(() => undefined);
      else this.relay.wake();
    });
    subscriber.events.on('error', (error) => {
      if (!this.closing) this.logger.warn({ err: error.message }, 'Outbox wake-up listener failed; the relay keeps polling');
    });
    try {
      await subscriber.connect();
      await subscriber.listenTo(OUTBOX_CHANNEL);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'Outbox wake-up listener could not connect; the relay keeps polling');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.subscriber?.close().catch(() => undefined);
    this.subscriber = null;
  }
}
