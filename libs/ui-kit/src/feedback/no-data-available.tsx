import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { SearchIcon } from './search-icon';

export function NoDataAvailable({ message, className }: { message?: ReactNode; className?: string }) {
  return (
    <EmptyState title="No Data Available" message={message} icon={<SearchIcon />} className={className} />
  );
}
