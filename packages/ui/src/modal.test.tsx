import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';
import { Modal } from './modal.js';

function Harness({
  isDismissable,
  onOpenChange,
}: {
  isDismissable?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        isOpen={open}
        isDismissable={isDismissable}
        closeLabel="Close"
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        title="Sign in"
      >
        <p>Body</p>
        <Button onPress={() => setOpen(false)}>Done</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, with focus inside', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and the close button when dismissable', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed with Escape or an outside press when not dismissable', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness isDismissable={false} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(dialog).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be an alertdialog', async () => {
    render(
      <Modal isOpen onOpenChange={() => {}} title="Delete account?" role="alertdialog">
        <p>This cannot be undone.</p>
      </Modal>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Delete account?' })).toBeInTheDocument();
  });

  it('can leave its close button off and still close with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal
        isOpen
        onOpenChange={onOpenChange}
        title="Delete account?"
        role="alertdialog"
        showCloseButton={false}
      >
        <Button onPress={() => onOpenChange(false)}>Cancel</Button>
      </Modal>,
    );
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
