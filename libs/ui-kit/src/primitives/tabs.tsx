import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list, e.g. "Team sections". */
  label: string;
  /** Controlled selection; pair with onValueChange. */
  value?: string;
  /** Uncontrolled starting tab; the first item when omitted. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Tabs kept in the URL: each tab's URL. The tabs are then links (role tab), which work before hydration and open
   * in a new tab; a plain click is handled in place (onValueChange).
   */
  href?: (value: string) => string;
  className?: string;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const modified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel is rendered. */
export function Tabs({ items, label, value, defaultValue, onValueChange, href, className }: TabsProps) {
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? internal;
  const baseId = useId();
  const tabRefs = useRef<(HTMLElement | null)[]>([]);
  const Tab = href ? 'a' : 'button';
  const select = (next: string) => {
    if (value === undefined) setInternal(next);
    onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(items[target].value);
    tabRefs.current[target]?.focus();
  };
  const active = items.find((item) => item.value === selected);

  return (
    <div data-slot="tabs" className={cn('flex flex-col gap-4', className)}>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <Tab
              key={item.value}
              ref={(el: HTMLElement | null) => {
                tabRefs.current[index] = el;
              }}
              {...(href ? { href: href(item.value) } : { type: 'button' as const })}
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={(event: MouseEvent) => {
                if (href && modified(event)) return;
                event.preventDefault();
                select(item.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-700',
                isSelected ? 'border-primary-700 text-primary-800' : 'border-transparent text-slate-600',
              )}
            >
              {item.label}
            </Tab>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.value}`}
          aria-labelledby={`${baseId}-tab-${active.value}`}
          tabIndex={0}
          data-slot="tab-panel"
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
