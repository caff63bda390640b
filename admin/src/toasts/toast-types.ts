export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  message: string;
  title?: string;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss. Default 6000; error toasts persist unless given. */
  duration?: number;
  action?: ToastAction;
}

export interface Toast {
  id: number;
  message: string;
  title?: string;
  variant: ToastVariant;
  /** null = stays until closed */
  duration: number | null;
  action?: ToastAction;
}

export type ShortToastOptions = Omit<ToastOptions, 'message' | 'variant'>;

export interface ToastApi {
  show: (options: ToastOptions) => number;
  success: (message: string, options?: ShortToastOptions) => number;
  error: (message: string, options?: ShortToastOptions) => number;
  warning: (message: string, options?: ShortToastOptions) => number;
  info: (message: string, options?: ShortToastOptions) => number;
  dismiss: (id: number) => void;
}

export const DEFAULT_TOAST_DURATION_MS = 6000;
export const MAX_VISIBLE_TOASTS = 3;

/** Error toasts persist by default; everything else auto-dismisses after 6000 ms. */
export const resolveDuration = (variant: ToastVariant, duration?: number): number | null => {
  if (duration !== undefined) return duration;
  return variant === 'error' ? null : DEFAULT_TOAST_DURATION_MS;
};
