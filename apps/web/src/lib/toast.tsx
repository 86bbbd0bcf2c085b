import type { ReactNode } from 'react';
import { ToastContainer, toast, type ToastOptions, type TypeOptions } from 'react-toastify';

/** SPEC §9: 5000 ms, at most 20, top-right, drag to dismiss at 60 %, no progress bar, no close button, no pause on hover. */
export const TOAST_SETTINGS = {
  autoClose: 5000,
  limit: 20,
  position: 'top-right',
  draggable: true,
  draggablePercent: 60,
  hideProgressBar: true,
  closeButton: false,
  pauseOnHover: false,
} as const;

export function AppToastContainer({ theme }: { theme: 'light' | 'dark' }) {
  return <ToastContainer {...TOAST_SETTINGS} theme={theme} />;
}

export type ToastType = Extract<TypeOptions, 'success' | 'error' | 'warning' | 'info' | 'default'>;

export function notify(
  content: ReactNode,
  type: ToastType = 'default',
  options: ToastOptions = {},
) {
  return toast(content, { ...options, type });
}

export const notifySuccess = (content: ReactNode) => notify(content, 'success');
export const notifyInfo = (content: ReactNode) => notify(content, 'info');
export const notifyWarning = (content: ReactNode) => notify(content, 'warning');
