import { useContext } from 'react';
import { ToastContext } from './toast-context';
import type { ToastApi } from './toast-types';

/** Shows app toasts (success, error, warning, info). Must be used under <ToastProvider>. */
export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
};
