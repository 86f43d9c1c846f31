/**
 * The toast queue: a tiny external store, so the HTTP client (outside React) and any screen can
 * raise a message, and one <ToastRegion> renders them in an aria-live region.
 */
type ToastTone = 'info' | 'success' | 'error';

interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
}

export interface ToastInput {
  message: string;
  tone?: ToastTone;
  action?: ToastAction;
  /** Milliseconds before it goes away by itself; 0 keeps it until dismissed. */
  duration?: number;
}

const DEFAULT_DURATION = 6000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function showToast({
  message,
  tone = 'info',
  action,
  duration = DEFAULT_DURATION,
}: ToastInput): number {
  const id = nextId++;
  emit([...toasts, { id, message, tone, ...(action ? { action } : {}) }]);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
