import type { EndpointStatus, HealthReport } from '../api/types';

export type SystemState = 'operational' | 'degraded' | 'offline';

export interface SystemStatusText {
  state: SystemState;
  /** e.g. 'All systems operational', 'Degraded: redis timeout, queues error', 'Status unavailable' */
  message: string;
  /** 'Online' | 'Degraded' | 'Offline' */
  badge: string;
}

export const STATUS_LABELS: Record<EndpointStatus, string> = {
  healthy: 'healthy',
  timeout: 'timeout',
  error: 'error',
  connection_error: 'connection error',
};

export const OFFLINE_STATUS: SystemStatusText = {
  state: 'offline',
  message: 'Status unavailable',
  badge: 'Offline',
};

/** The sidebar's one-line summary of a health report. */
export const describeHealth = (report: HealthReport | undefined, failed: boolean): SystemStatusText => {
  if (failed || !report) return OFFLINE_STATUS;
  const unhealthy = report.endpoints.filter((endpoint) => endpoint.status !== 'healthy');
  if (unhealthy.length === 0) {
    return { state: 'operational', message: 'All systems operational', badge: 'Online' };
  }
  const details = unhealthy.map((endpoint) => `${endpoint.name} ${STATUS_LABELS[endpoint.status]}`);
  return { state: 'degraded', message: `Degraded: ${details.join(', ')}`, badge: 'Degraded' };
};

export type StatusColor = 'success' | 'warning' | 'error';

/** Chip colours: healthy green, timeout amber, error and connection_error red. */
export const endpointStatusColor = (status: EndpointStatus): StatusColor => {
  switch (status) {
    case 'healthy':
      return 'success';
    case 'timeout':
      return 'warning';
    case 'error':
    case 'connection_error':
      return 'error';
  }
};

export const systemStateColor = (state: SystemState): StatusColor =>
  state === 'operational' ? 'success' : state === 'degraded' ? 'warning' : 'error';
