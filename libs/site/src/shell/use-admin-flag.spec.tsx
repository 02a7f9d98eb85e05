import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@trophy-room/ui-kit/testing';
import { ADMIN_FLAG_KEY, useAdminFlag } from './use-admin-flag';

function Probe() {
  const admin = useAdminFlag();
  return (
    <>
      <p>{admin ? 'admin on' : 'admin off'}</p>
      <Link to="/teams">Teams</Link>
    </>
  );
}

describe('useAdminFlag', () => {
  it('is off without the query or a stored flag', () => {
    renderWithSite(<Probe />, { initialEntries: ['/scores'] });
    expect(screen.getByText('admin off')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
  });

  it('stores the flag when a page is opened with admin=true, and keeps it after navigating away', async () => {
    const { user } = renderWithSite(<Probe />, { initialEntries: ['/scores?admin=true'] });
    expect(screen.getByText('admin on')).toBeInTheDocument();
    expect(localStorage.getItem('trophy-room:admin')).toBe('true');

    await user.click(screen.getByRole('link', { name: 'Teams' }));
    expect(screen.getByText('admin on')).toBeInTheDocument();
  });

  it('persists across visits (a later page load without the query)', () => {
    localStorage.setItem('trophy-room:admin', 'true');
    renderWithSite(<Probe />, { initialEntries: ['/'] });
    expect(screen.getByText('admin on')).toBeInTheDocument();
  });

  it('ignores other admin values', () => {
    renderWithSite(<Probe />, { initialEntries: ['/?admin=yes'] });
    expect(screen.getByText('admin off')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
  });
});
