import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '../primitives/button';
import { EmptyState } from './empty-state';

export interface NotFoundProps {
  /** "Team Not Found". */
  title: string;
  message: ReactNode;
  /** The way back: the list the missing thing belongs to. */
  back: { to: string; label: string };
  icon?: ReactNode;
  className?: string;
}

/** A page for something the data does not hold (the server answers it with a 404), with the way back. */
export function NotFound({ title, message, back, icon, className }: NotFoundProps) {
  return (
    <EmptyState
      title={title}
      message={message}
      icon={icon}
      className={className}
      action={
        <Link to={back.to} className={buttonVariants({ variant: 'primary' })}>
          {back.label}
        </Link>
      }
    />
  );
}
