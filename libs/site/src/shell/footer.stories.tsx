import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';

const meta = {
  title: 'UI/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(11);
    await expect(within(nav).getByRole('link', { name: 'Championships' })).toHaveAttribute(
      'href',
      '/championships',
    );
    await expect(canvas.getByRole('link', { name: 'contact@trophyroom.example' })).toBeVisible();
    await expect(canvas.getByText('Overland Park, KS')).toBeVisible();
    await expect(
      canvas.getByText(new RegExp(`© ${new Date().getFullYear()} .+\\. All rights reserved\\.`)),
    ).toBeVisible();
  },
};

export const CustomContact: Story = {
  args: { contactEmail: 'press@trophyroom.example' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'press@trophyroom.example' }),
    ).toHaveAttribute('href', 'mailto:press@trophyroom.example');
  },
};

export const WithCredits: Story = {
  args: { credits: <p>Data: Example Source (CC BY 4.0).</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Data: Example Source (CC BY 4.0).')).toBeVisible();
  },
};
