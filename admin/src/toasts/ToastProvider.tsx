import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { ToastContext } from './toast-context';
import {
  MAX_VISIBLE_TOASTS,
  resolveDuration,
  type ShortToastOptions,
  type Toast,
  type ToastApi,
  type ToastOptions,
  type ToastVariant,
} from './toast-types';

const ToastItem = ({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) => {
  useEffect(() => {
    if (toast.duration === null) return undefined;
    const timer = setTimeout(() => onClose(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, onClose]);

  return (
    <Alert
      severity={toast.variant}
      variant="filled"
      elevation={6}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      onClose={() => onClose(toast.id)}
      slotProps={{ closeButton: { title: 'Close', 'aria-label': 'Close notification' } }}
      action={
        toast.action ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              toast.action?.onClick();
              onClose(toast.id);
            }}
          >
            {toast.action.label}
          </Button>
        ) : undefined
      }
      sx={{ minWidth: 300, maxWidth: 440, alignItems: 'center' }}
    >
      {toast.title ? <AlertTitle>{toast.title}</AlertTitle> : null}
      {toast.message}
    </Alert>
  );
};

/**
 * App-wide toasts, stacked bottom-right. At most 3 are visible (the oldest is dropped);
 * non-error toasts auto-dismiss after 6000 ms by default, error toasts stay until closed.
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions): number => {
    const id = nextId.current;
    nextId.current += 1;
    const variant: ToastVariant = options.variant ?? 'info';
    const toast: Toast = {
      id,
      message: options.message,
      title: options.title,
      variant,
      duration: resolveDuration(variant, options.duration),
      action: options.action,
    };
    setToasts((current) => [...current, toast].slice(-MAX_VISIBLE_TOASTS));
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => {
    const byVariant =
      (variant: ToastVariant) =>
      (message: string, options: ShortToastOptions = {}) =>
        show({ ...options, message, variant });
    return {
      show,
      dismiss,
      success: byVariant('success'),
      error: byVariant('error'),
      warning: byVariant('warning'),
      info: byVariant('info'),
    };
  }, [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        aria-live="polite"
        aria-label="Notifications"
        role="region"
        sx={{
          position: 'fixed',
          right: (theme) => theme.spacing(2),
          bottom: (theme) => theme.spacing(5),
          zIndex: (theme) => theme.zIndex.snackbar,
          pointerEvents: 'none',
        }}
      >
        <Stack spacing={1} sx={{ pointerEvents: 'auto' }}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={dismiss} />
          ))}
        </Stack>
      </Box>
    </ToastContext.Provider>
  );
};
