import { describe, expect, it } from 'vitest';
import { canSeeOpsGroup, isNavItemActive, NAVIGATION, visibleNavGroups } from './navigation';

describe('isNavItemActive', () => {
  it('treats "/" as active only on exactly "/"', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/settings')).toBe(false);
    expect(isNavItemActive('/', '/opportunities/ABC123')).toBe(false);
  });

  it('is active on the same path or a sub-path', () => {
    expect(isNavItemActive('/settings', '/settings')).toBe(true);
    expect(isNavItemActive('/automation/sequences', '/automation/sequences/42')).toBe(true);
    expect(isNavItemActive('/automation/sequences', '/automation/sequences/42/designer')).toBe(true);
  });

  it('does not match a different path that merely shares a prefix', () => {
    expect(isNavItemActive('/ops/queue', '/ops/queues')).toBe(false);
    expect(isNavItemActive('/automation/runs', '/automation/templates')).toBe(false);
    expect(isNavItemActive('/settings', '/settingsx')).toBe(false);
  });
});

describe('visibleNavGroups', () => {
  const headings = (role: 'admin' | 'staff', opsForAll: boolean) =>
    visibleNavGroups({ role, opsForAll }).map((group) => group.heading);

  it('shows Automation Run to admins only, unless ops_for_all is true', () => {
    expect(headings('staff', false)).not.toContain('Automation Run');
    expect(headings('admin', false)).toContain('Automation Run');
    expect(headings('staff', true)).toContain('Automation Run');
    expect(canSeeOpsGroup({ role: null, opsForAll: false })).toBe(false);
  });

  it('lists the Queues dashboard link (/admin/queues) to admins only, even when ops_for_all opens the group', () => {
    const labels = (role: 'admin' | 'staff', opsForAll: boolean) =>
      visibleNavGroups({ role, opsForAll }).find((group) => group.id === 'automation-run')?.items.map((item) => item.label) ?? [];
    expect(labels('admin', false)).toEqual(['Live Queue', 'Deliveries', 'Outbox', 'Metrics', 'Recent Replies', 'Suppression List', 'Queues']);
    expect(labels('admin', true)).toContain('Queues');
    expect(labels('staff', true)).toEqual(['Live Queue', 'Deliveries', 'Outbox', 'Metrics', 'Recent Replies', 'Suppression List']);
    expect(labels('staff', false)).toEqual([]);
  });

  it('lists only built entries and drops groups with none', () => {
    const groups = visibleNavGroups({ role: 'admin', opsForAll: false });
    const items = groups.flatMap((group) => group.items.map((item) => item.label));
    expect(items).toEqual(['Dashboard', 'Opportunities', 'Templates', 'Sequences', 'Active Runs', 'Live Queue', 'Deliveries', 'Outbox', 'Metrics', 'Recent Replies', 'Suppression List', 'Queues', 'Performance', 'Lead refunds', 'Settings']);
    expect(groups.map((group) => group.heading)).toEqual(['Core', 'Automation Build', 'Automation Run', 'Analytics', 'Settings']);
  });

  it('keeps the full route map as data with exact labels and paths', () => {
    const all = NAVIGATION.flatMap((group) => group.items.map((item) => `${group.heading}:${item.label}:${item.path}`));
    expect(all).toEqual([
      'Core:Dashboard:/',
      'Core:Opportunities:/opportunities',
      'Automation Build:Templates:/automation/templates',
      'Automation Build:Sequences:/automation/sequences',
      'Automation Build:Active Runs:/automation/runs',
      'Automation Run:Live Queue:/ops/queue',
      'Automation Run:Deliveries:/ops/deliveries',
      'Automation Run:Outbox:/ops/outbox',
      'Automation Run:Metrics:/ops/metrics',
      'Automation Run:Recent Replies:/ops/replies',
      'Automation Run:Suppression List:/ops/suppressions',
      'Automation Run:Designer:/ops/designer',
      'Automation Run:Queues:/admin/queues',
      'Analytics:Performance:/analytics',
      'Analytics:Lead refunds:/reports/lead-refunds',
      'Settings:Settings:/settings',
      'Settings:Sent mail:/sent-mail',
    ]);
  });
});
