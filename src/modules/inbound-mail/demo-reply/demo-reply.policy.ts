import type { DeliveryMode } from 'src/modules/delivery/delivery.config';

/**
 * Demo mode, as `npm start` runs it: outside production, with outgoing mail caught in-process (no mail settings),
 * so every "customer" is a demo contact and a simulated reply can never stand in for a real one.
 */
export function demoRepliesEnabled(settings: { isProduction: boolean; mailMode: DeliveryMode }): boolean {
  return !settings.isProduction && settings.mailMode === 'catcher';
}
