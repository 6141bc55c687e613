import { useDeferredValue, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem<Id extends string = string> = { id: Id; label: string; count?: number };

export type TabsProps<Id extends string = string> = {
  tabs: readonly TabItem<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** Accessible name of the tab list (e.g. 'Cast and crew'). */
  label?: string;
  /** The active tab's content, rendered in its tabpanel. */
  children?: ReactNode;
  className?: string;
};

/**
 * Tabs with automatic activation: arrow keys, Home and End move and select; only the active tab is in the Tab order.
 * The panel's content is a deferred value: a tap paints the newly selected tab at once, and a heavy panel (a film's
 * whole crew) renders after it, in slices, instead of holding the tap's paint (what INP measures).
 */
export function Tabs<Id extends string>({ tabs, active, onChange, label, children, className }: TabsProps<Id>) {
  const baseId = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const hasPanel = children !== undefined;
  const panel = useDeferredValue(children);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    refs.current.get(next.id)?.focus();
    if (next.id !== active) onChange(next.id);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => !selected && onChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
              {tab.count !== undefined && <span className={styles.count}>{tab.count}</span>}
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(active)}
          aria-busy={panel !== children || undefined}
          tabIndex={0}
          className={styles.panel}
        >
          {panel}
        </div>
      )}
    </div>
  );
}
