import type { ReactNode } from 'react';
import type { NotificationPayload, NotificationType } from 'react-admin';
import { isObject } from '../providers/json';

export const DEFAULT_NOTIFICATION_DURATION_MS = 6000;
export const MAX_VISIBLE_NOTIFICATIONS = 3;

export interface NotificationAction {
  label: string;
  onClick: () => void;
}

/** What a notification on screen holds; `duration` null = stays until closed. */
export interface ShownNotification {
  id: number;
  message: ReactNode;
  title?: string;
  type: NotificationType;
  duration: number | null;
  action?: NotificationAction;
}

/** Errors stay until closed unless the caller gives autoHideDuration; the rest hide after 6 s. */
export const durationFor = (type: NotificationType, autoHideDuration: number | null | undefined): number | null => {
  if (autoHideDuration !== undefined) return autoHideDuration;
  return type === 'error' ? null : DEFAULT_NOTIFICATION_DURATION_MS;
};

const readAction = (value: unknown): NotificationAction | undefined => {
  if (!isObject(value) || typeof value.label !== 'string' || typeof value.onClick !== 'function') return undefined;
  const onClick = value.onClick as () => void;
  return { label: value.label, onClick };
};

/** A react-admin notification payload as shown here (title and action are our own options). */
export const readNotification = (
  payload: NotificationPayload,
  id: number,
  translate: (message: string | ReactNode, args: unknown) => ReactNode,
): ShownNotification => {
  const options = payload.notificationOptions ?? {};
  const title: unknown = options.title;
  return {
    id,
    message: translate(payload.message, options.messageArgs),
    title: typeof title === 'string' ? title : undefined,
    type: payload.type,
    duration: durationFor(payload.type, options.autoHideDuration),
    action: readAction(options.action),
  };
};

/** The newest notifications that stay visible. */
export const visibleFor = (items: ShownNotification[]): ShownNotification[] => items.slice(-MAX_VISIBLE_NOTIFICATIONS);
