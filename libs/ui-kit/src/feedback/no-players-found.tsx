import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { SearchIcon } from './search-icon';

export function NoPlayersFound({ message, className }: { message?: ReactNode; className?: string }) {
  return (
    <EmptyState title="No Players Found" message={message} icon={<SearchIcon />} className={className} />
  );
}
