import { createContext } from 'react';
import type { Context } from 'react';

declare global {
  var __reelistContexts: Map<string, Context<unknown>> | undefined;
}

/**
 * A context that stays one object per page even if a second copy of this package is loaded (same guard as the
 * bus): a provider in the shell must be the one every remote's hook sees.
 */
export function sharedContext<T>(name: string, defaultValue: T): Context<T> {
  const registry = (globalThis.__reelistContexts ??= new Map());
  let context = registry.get(name);
  if (!context) {
    context = createContext<unknown>(defaultValue);
    context.displayName = name;
    registry.set(name, context);
  }
  return context as Context<T>;
}
