import { describe, expect, it } from 'vitest';
import type { EndpointStatus } from '../api/types';
import { degradedReport, healthyReport } from '../test/fetch-mock';
import { describeHealth, endpointStatusColor, systemStateColor } from './health-status';

describe('health-status', () => {
  it('sums a report up for the sidebar', () => {
    expect(describeHealth(healthyReport, false)).toEqual({ state: 'operational', message: 'All systems operational', badge: 'Online' });
    expect(describeHealth(degradedReport, false)).toEqual({ state: 'degraded', message: 'Degraded: redis timeout, queues error', badge: 'Degraded' });
    expect(describeHealth(undefined, false).message).toBe('Status unavailable');
    expect(describeHealth(healthyReport, true)).toEqual({ state: 'offline', message: 'Status unavailable', badge: 'Offline' });
  });

  it('colours statuses: healthy green, timeout amber, errors red', () => {
    const statuses: EndpointStatus[] = ['healthy', 'timeout', 'error', 'connection_error'];
    expect(statuses.map(endpointStatusColor)).toEqual(['success', 'warning', 'error', 'error']);
    expect(systemStateColor('degraded')).toBe('warning');
    expect(systemStateColor('offline')).toBe('error');
  });
});
