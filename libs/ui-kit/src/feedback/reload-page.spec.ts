import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from './reload-page';

describe('reloadPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    reloadPage();
    expect(reload).toHaveBeenCalledOnce();
  });
});
