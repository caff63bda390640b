import { AppError } from 'src/common/errors/app-error';

export enum GraphErrorCode {
  NotConfigured = 'GRAPH_NOT_CONFIGURED',
  /** No app token: wrong tenant, client id or secret, or the identity platform is unreachable. */
  AuthFailed = 'GRAPH_AUTH_FAILED',
  /** Graph answered 5xx or could not be reached (transient: the job retries with backoff). */
  Unavailable = 'GRAPH_UNAVAILABLE',
  /** Graph answered another 4xx (details.status and details.graphCode say which). */
  RequestFailed = 'GRAPH_REQUEST_FAILED',
}

export class GraphError extends AppError<GraphErrorCode> {
  /** The HTTP status Graph answered (null when no answer came). */
  get status(): number | null {
    const status = this.details?.status;
    return typeof status === 'number' ? status : null;
  }
}
