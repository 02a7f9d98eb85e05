// Form fields the visitor changed before the page was hydrated (on a slow phone the server-rendered search box is
// there well before the JavaScript). React hydrates with the server's values and leaves the DOM's alone, so the
// typed text would show and do nothing. Right after hydration each such field is replayed as the event React
// listens for, and its handler (a search, a filter in the URL) runs as if the visitor had just typed.

type TextField = HTMLInputElement | HTMLTextAreaElement;

const SKIPPED = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file']);

/** The prototype's value setter: bypasses the value tracker React puts on the element. */
const setNativeValue = (el: TextField, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, value);

/**
 * Replays the text fields whose value differs from the server's (their `defaultValue`) and the selects whose
 * choice differs from the server's selected option. Call once, when the whole page has hydrated, outside React's
 * effects. Every value is read first: the first replay's render sets the other controlled fields back to the state.
 */
export function replayEarlyInput(root: ParentNode): void {
  const changed: (() => void)[] = [];
  for (const el of root.querySelectorAll<TextField>('input, textarea')) {
    if (SKIPPED.has(el.type) || el.value === el.defaultValue) continue;
    const typed = el.value;
    changed.push(() => {
      // React's tracker records the server's value, so the input event reads as a change to the typed one.
      el.value = el.defaultValue;
      setNativeValue(el, typed);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  for (const el of root.querySelectorAll('select')) {
    const served = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
    if (el.multiple || !served || el.value === served.value) continue;
    const chosen = el.value;
    changed.push(() => {
      el.value = chosen;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  for (const replay of changed) replay();
}
