import { QueryClient, useQuery } from '@tanstack/react-query';
import { siteVariants } from '@trophy-room/site-theme';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastOutlet } from '@trophy-room/ui-kit/testing';
import { Providers } from './providers';
import { REFRESH_FAILED_MESSAGE } from './refresh-error-toasts';

function Champions({ fetchChampions }: { fetchChampions: () => Promise<string> }) {
  const { data, error } = useQuery({ queryKey: ['champions'], queryFn: fetchChampions });
  return <p>{data ?? error?.message ?? 'Loading...'}</p>;
}

function renderWith(fetchChampions: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers config={siteVariants.nfl} queryClient={client}>
      <Champions fetchChampions={fetchChampions} />
      <ToastOutlet />
    </Providers>,
  );
  return client;
}

describe('failed background refreshes', () => {
  afterEach(() => act(() => toast.remove()));

  it('raise an error toast and keep the data shown', async () => {
    let calls = 0;
    const client = renderWith(async () => {
      calls += 1;
      if (calls > 1) throw new Error('Network down');
      return 'Kansas City Chiefs';
    });
    expect(await screen.findByText('Kansas City Chiefs')).toBeInTheDocument();
    await act(() => client.refetchQueries({ queryKey: ['champions'] }));
    expect(await screen.findByText(REFRESH_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Kansas City Chiefs')).toBeInTheDocument();
  });

  it('leave a first load that fails to the page’s error state, without a toast', async () => {
    renderWith(async () => {
      throw new Error('Failed to load championship history');
    });
    expect(await screen.findByText('Failed to load championship history')).toBeInTheDocument();
    // notify imports the toast library on first use: give a toast the time it would need to appear.
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(screen.queryByText(REFRESH_FAILED_MESSAGE)).not.toBeInTheDocument();
  });
});
