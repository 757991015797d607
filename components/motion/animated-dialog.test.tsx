/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnimatePresence } from 'framer-motion';
import { useRef, useState } from 'react';
import { installDialogMethods, pressEscapeOn } from '@/tests/unit/fixtures/jsdom-dialog';
import { AnimatedDialog } from './animated-dialog';
import { MotionProvider } from './motion-provider';
import { popIn } from './transitions';

beforeAll(installDialogMethods);

function Harness() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <MotionProvider>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AnimatePresence>
        {open && (
          <AnimatedDialog
            key="d"
            aria-label="Example"
            variants={popIn}
            onRequestClose={() => setOpen(false)}
            returnFocusTo={opener}
          >
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
            <input type="file" aria-label="Resume" />
            <dialog aria-label="Nested" />
          </AnimatedDialog>
        )}
      </AnimatePresence>
    </MotionProvider>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Example' }) as HTMLDialogElement | null;

async function openFully() {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(dialog()).toHaveAttribute('open');
  // The enter animation has run once the features arrived: fully opaque.
  await waitFor(() => expect(dialog()).toHaveStyle({ opacity: '1' }));
  screen.getByRole('button', { name: 'Close' }).focus();
}

it('stays open and modal until its exit has played, then closes and returns focus to the opener', async () => {
  await openFully();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));

  const leaving = dialog();
  expect(leaving).toHaveAttribute('open');
  expect(leaving).toHaveAttribute('inert');
  expect(leaving).toHaveAttribute('data-closing');

  await waitFor(() => expect(dialog()).toBeNull());
  expect(leaving).not.toHaveAttribute('open');
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it('turns Escape into an animated exit instead of an instant close', async () => {
  await openFully();
  act(() => pressEscapeOn(dialog()!));
  expect(dialog()).toHaveAttribute('open');
  expect(dialog()).toHaveAttribute('data-closing');
  await waitFor(() => expect(dialog()).toBeNull());
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it.each([
  ['a file input whose picker was dismissed', () => screen.getByLabelText('Resume')],
  ['a nested dialog', () => document.querySelector('dialog dialog')!],
])('stays open when cancel and close bubble up from %s', async (_from, inner) => {
  await openFully();
  act(() => {
    inner().dispatchEvent(new Event('cancel', { bubbles: true, cancelable: true }));
    inner().dispatchEvent(new Event('close', { bubbles: true }));
  });
  expect(dialog()).toHaveAttribute('open');
  expect(dialog()).not.toHaveAttribute('data-closing');
});
