import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { polyfillDialog } from '../../testing/dialog';
import { useConfirm } from './use-confirm';

function Asker({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const [dialog, confirm] = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void confirm({ title: 'Archive 2?', message: 'They leave the site.', confirm: 'Archive' }).then(onAnswer);
        }}
      >
        Archive
      </button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  beforeAll(polyfillDialog);

  it('answers and gives the focus back to the button that asked', async () => {
    const answers: boolean[] = [];
    render(<Asker onAnswer={(answer) => answers.push(answer)} />);
    const opener = screen.getByRole('button', { name: 'Archive' });
    const ask = () => {
      opener.focus();
      fireEvent.click(opener);
    };
    ask();
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await Promise.resolve();
    });
    expect(answers).toEqual([false]);
    expect(document.activeElement).toBe(opener);
    ask();
    const dialog = screen.getByRole('dialog', { name: 'Archive 2?' });
    const confirm = dialog.querySelector<HTMLElement>('.admin-button--primary');
    confirm?.focus();
    await act(async () => {
      if (confirm) fireEvent.click(confirm);
      await Promise.resolve();
    });
    expect(answers).toEqual([false, true]);
    expect(document.activeElement).toBe(opener);
  });
});

describe('the confirmation dialog', () => {
  beforeAll(polyfillDialog);

  it('keeps Tab inside itself, wrapping at both ends', () => {
    render(<Asker onAnswer={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive 2?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Archive' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });
});
