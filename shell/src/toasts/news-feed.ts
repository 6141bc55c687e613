/** An alert that stays until the visitor dismisses it (news from people they follow). */
export interface NewsAlert {
  key: string;
  message: string;
}

type Dismiss = (key: string) => void;

const NONE: readonly NewsAlert[] = [];
let alerts = NONE;
let dismiss: Dismiss = () => undefined;
const listeners = new Set<() => void>();

/**
 * The alerts the toast corner shows beside its toasts. Filled by the daily check's chunk (`pwa/lazy/arrivals.ts`),
 * which owns where they are stored; the first screen carries only this hand-over, not the check or its storage.
 */
export const newsFeed = {
  getAlerts: (): readonly NewsAlert[] => alerts,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss: (key: string): void => dismiss(key),
  show: (next: readonly NewsAlert[], onDismiss: Dismiss): void => {
    alerts = next;
    dismiss = onDismiss;
    listeners.forEach((listener) => listener());
  },
};
