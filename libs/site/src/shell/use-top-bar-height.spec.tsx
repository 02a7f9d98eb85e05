import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@trophy-room/ui-kit/testing';
import { TopBar } from './top-bar';

/** A ResizeObserver that reports when the test says the bar has changed size. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  resize() {
    this.callback();
  }
}

describe('useTopBarHeight', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    FakeResizeObserver.instances = [];
  });

  it("keeps the top bar's height in --top-bar-height for what sticks under it, and clears it when gone", () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    let height = 65;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ height }) as DOMRect,
    );
    const root = document.documentElement;
    const { unmount } = renderWithSite(<TopBar />);
    expect(root.style.getPropertyValue('--top-bar-height')).toBe('65px');
    // The season picker wraps onto a second row on a phone.
    height = 109;
    act(() => FakeResizeObserver.instances.forEach((o) => o.resize()));
    expect(root.style.getPropertyValue('--top-bar-height')).toBe('109px');
    unmount();
    expect(root.style.getPropertyValue('--top-bar-height')).toBe('');
  });
});
