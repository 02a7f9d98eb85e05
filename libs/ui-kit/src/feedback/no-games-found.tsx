import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { SearchIcon } from './search-icon';

export function NoGamesFound({ message, className }: { message?: ReactNode; className?: string }) {
  return <EmptyState title="No Games Found" message={message} icon={<SearchIcon />} className={className} />;
}
