import { RetryLaterError } from 'src/common/errors/retry-later.error';
import type { GraphClient } from 'src/integrations/graph/graph.client';
import { GraphError, GraphErrorCode } from 'src/integrations/graph/graph.errors';
import { DeliveryError, DeliveryErrorCode } from './delivery.errors';
import { graphSendMailBody, newMessageId } from './graph-mail.mapper';
import type { MailProvider, MailProviderCapabilities, OutgoingMail, SentItem, SentMail } from './mail-provider.types';

/** A header's value by case-insensitive name. */
export function headerValue(headers: Record<string, string> | undefined, name: string): string | null {
  const entry = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return entry ? entry[1] : null;
}

export interface GraphMailSettings {
  /** The mailbox (UPN or user id) that sends; the app needs Mail.Send on it. */
  mailbox: string;
  saveToSentItems: boolean;
}

/** msal's words for a token request that got no answer (as opposed to an answer refusing the credentials). */
const TOKEN_NETWORK_FAILURE = /network_error|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|fetch failed|timed out/i;

/** Graph 5xx, unreachable and throttled are retryable; other 4xx permanent; 401/403 and no token are auth failures. */
export function graphFailure(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  if (error instanceof RetryLaterError) {
    return new DeliveryError(DeliveryErrorCode.Unavailable, error.message, { provider: 'graph', status: 429, providerCode: null, retryAfterMs: error.retryAfterMs });
  }
  if (error instanceof GraphError) {
    const graphCode = typeof error.details?.graphCode === 'string' ? error.details.graphCode : null;
    const details = { provider: 'graph' as const, status: error.status, providerCode: graphCode ?? error.code };
    switch (error.code) {
      case GraphErrorCode.NotConfigured:
        return new DeliveryError(DeliveryErrorCode.NotConfigured, error.message, details);
      case GraphErrorCode.AuthFailed:
        // The token request covers both refused credentials and an identity platform that could not be reached.
        if (TOKEN_NETWORK_FAILURE.test(error.message)) return new DeliveryError(DeliveryErrorCode.Unavailable, error.message, details);
        return new DeliveryError(DeliveryErrorCode.AuthFailed, error.message, details);
      case GraphErrorCode.Unavailable:
        return new DeliveryError(DeliveryErrorCode.Unavailable, error.message, details);
      case GraphErrorCode.RequestFailed:
        if (error.status === 401 || error.status === 403) return new DeliveryError(DeliveryErrorCode.AuthFailed, error.message, details);
        return new DeliveryError(DeliveryErrorCode.Rejected, error.message, details);
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DeliveryError(DeliveryErrorCode.Unavailable, `Graph send failed: ${message}`, { provider: 'graph', status: null, providerCode: null });
}

/**
 * Sends with `POST /users/{mailbox}/sendMail` through the shared Graph client (app credentials): as the configured
 * mailbox, or as one of a pool (sendAs); finds a sent message in Sent Items by its internet Message-ID.
 */
export class GraphMailProvider implements MailProvider {
  readonly name = 'graph' as const;

  constructor(
    private readonly graph: GraphClient,
    private readonly settings: GraphMailSettings,
  ) {}

  async send(message: OutgoingMail): Promise<SentMail> {
    return this.sendAs(this.settings.mailbox, message);
  }

  /**
   * Graph takes only custom `X-` headers (the mapper drops the rest) but our internetMessageId; a copy is kept in
   * Sent Items (what findSent searches) as configured.
   */
  get capabilities(): MailProviderCapabilities {
    return { customHeaders: false, messageIdControl: true, savesToSentItems: this.settings.saveToSentItems };
  }

  /**
   * Sends as `mailbox` (one of a pool; the app needs Mail.Send on it). The Message-ID is the message's own
   * `Message-ID` header when it has one (a derived id the sender can look up later), else a fresh one.
   */
  async sendAs(mailbox: string, message: OutgoingMail): Promise<SentMail> {
    const messageId = headerValue(message.headers, 'message-id') ?? newMessageId(message.from);
    const path = `/users/${encodeURIComponent(mailbox)}/sendMail`;
    try {
      const response = await this.graph.post(path, graphSendMailBody(message, messageId, this.settings.saveToSentItems));
      // 202 Accepted with an empty body.
      await response.body?.cancel();
      return { provider: 'graph', requestId: response.headers.get('request-id'), messageId };
    } catch (error) {
      throw graphFailure(error);
    }
  }

  /**
   * The message with this internet Message-ID in the mailbox's Sent Items, or null: how a send whose outcome was
   * lost (a crash during the call) is confirmed. Failures are DeliveryErrors like a send's.
   */
  async findSent(mailbox: string, internetMessageId: string): Promise<SentItem | null> {
    const filter = `internetMessageId eq '${internetMessageId.replace(/'/g, "''")}'`;
    // Percent-encoded spaces (%20), not '+': Graph reads '+' in $filter literally.
    const query = `$filter=${encodeURIComponent(filter)}&$select=id,internetMessageId,sentDateTime&$top=1`;
    const path = `/users/${encodeURIComponent(mailbox)}/mailFolders/SentItems/messages?${query}`;
    try {
      const page = await this.graph.getPage<SentItem>(path);
      return page.value.find((item) => item.internetMessageId === internetMessageId) ?? null;
    } catch (error) {
      throw graphFailure(error);
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
