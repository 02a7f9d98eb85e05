import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('is a type=button that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Set as Active Season</Button>);
    const button = screen.getByRole('button', { name: 'Set as Active Season' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('applies variant and size classes, and adds className to them', () => {
    render(
      <Button variant="outline" size="sm" className="self-start">
        Export
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveClass('border', 'h-8', 'px-3', 'self-start');
    expect(button).not.toHaveClass('h-10', 'px-4', 'bg-primary-700');
  });

  it('defaults to the primary, medium look', () => {
    expect(buttonVariants()).toContain('bg-primary-700');
    expect(buttonVariants()).toContain('h-10');
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Share
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
