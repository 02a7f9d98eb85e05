import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_ERROR_DURATION_MS,
  TOAST_LIMIT,
  TOAST_POSITION,
  TOAST_SUCCESS_DURATION_MS,
  toastOptions,
} from './toast-config';
// The configured outlet itself (Toaster mounts it lazily, once in the browser).
import Toaster from './toast-outlet';

/** Advances in small steps so each timer's effects (dismiss, then removal) are flushed in turn. */
const advance = (ms: number) => {
  for (let t = 0; t < ms; t += 50) act(() => vi.advanceTimersByTime(Math.min(50, ms - t)));
};
/** react-hot-toast keeps a dismissed toast mounted (hidden) for its 1 s removal delay. */
const REMOVE_DELAY_MS = 1000;

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('exports the spec constants', () => {
    expect(TOAST_POSITION).toBe('top-right');
    expect([TOAST_DURATION_MS, TOAST_ERROR_DURATION_MS, TOAST_SUCCESS_DURATION_MS, TOAST_LIMIT]).toEqual([
      4000, 4000, 2000, 20,
    ]);
    expect(toastOptions).toEqual({ duration: 4000, error: { duration: 4000 }, success: { duration: 2000 } });
  });

  it('removes a success toast after 2 s and an error toast after 4 s', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Season saved');
      toast.error('Could not load');
    });
    expect(screen.getByText('Season saved')).toBeInTheDocument();
    expect(screen.getByText('Could not load')).toBeInTheDocument();

    advance(TOAST_SUCCESS_DURATION_MS + REMOVE_DELAY_MS + 50);
    expect(screen.queryByText('Season saved')).not.toBeInTheDocument();
    expect(screen.getByText('Could not load')).toBeInTheDocument();

    advance(TOAST_ERROR_DURATION_MS - TOAST_SUCCESS_DURATION_MS);
    expect(screen.queryByText('Could not load')).not.toBeInTheDocument();
  });

  it('keeps a plain toast for 4 s', () => {
    render(<Toaster />);
    act(() => {
      toast('Heads up');
    });
    advance(TOAST_DURATION_MS - 100);
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    advance(100 + REMOVE_DELAY_MS + 50);
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });

  it('shows at most 20 toasts at once, dropping the oldest', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Toast ${i}`);
    });
    advance(REMOVE_DELAY_MS + 50);
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 25')).toBeInTheDocument();
  });
});
