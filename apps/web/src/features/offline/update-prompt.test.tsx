import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newVersionWaits } from './new-version';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  it('says a new version is ready once one waits, and Reload switches to it', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is ready')).toBeNull();
    const apply = vi.fn();
    act(() => newVersionWaits(apply));
    expect(screen.getByRole('status').textContent).toContain('A new version is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
