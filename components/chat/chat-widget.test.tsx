/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company } from '@/content/company';
import { chatWidget } from '@/content/contact';
import type { ChatPanelCopy } from '@/content/types';
import { installDialogMethods } from '@/tests/unit/fixtures/jsdom-dialog';
import { ChatWidget } from './chat-widget';

beforeAll(installDialogMethods);

// What app/api/chat answers once an editor has published a new greeting.
const copy: ChatPanelCopy = {
  ...chatWidget,
  welcome: 'Namaste! Ask us about hiring in Hyderabad.',
  title: 'Northstar Consulting',
  phone: '+91 90000 00000',
  hours: 'Monday - Saturday, 9:00 AM - 7:00 PM IST',
  officeHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '09:00',
    closes: '19:00',
  },
};
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true, json: async () => copy });
  window.fetch = fetchMock;
});

it('fetches the panel’s copy only when the button is reached for, and shows what was published', async () => {
  render(<ChatWidget label="Chat with us" />);
  const button = screen.getByRole('button', { name: 'Chat with us' });
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Northstar Consulting' });
  expect(fetchMock).toHaveBeenCalledWith('/api/chat');
  expect(panel).toHaveTextContent('Namaste! Ask us about hiring in Hyderabad.');
  expect(panel).toHaveTextContent('Monday - Saturday, 9:00 AM - 7:00 PM IST');
  expect(screen.getByRole('link', { name: 'Call +91 90000 00000' })).toHaveAttribute(
    'href',
    'tel:+919000000000',
  );
  expect(screen.getByRole('textbox', { name: chatWidget.messageLabel })).toBeInTheDocument();
});

it('shows an editor’s draft copy in their preview without fetching the published one', async () => {
  const draft = { ...copy, welcome: 'A draft greeting' };
  render(<ChatWidget label="Chat with us" preview={draft} />);
  await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
  const panel = await screen.findByRole('dialog', { name: 'Northstar Consulting' });
  expect(panel).toHaveTextContent('A draft greeting');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('says whether the team is there by the office hours that came with the copy', async () => {
  // Saturday noon IST: open by the copy's hours, closed by the seed's (Monday to Friday).
  jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-11-28T06:30:00Z') });
  try {
    for (const [officeHours, shown] of [
      [copy.officeHours, chatWidget.availableNow],
      [company.officeHours, chatWidget.unavailableNow],
    ] as const) {
      const { unmount } = render(
        <ChatWidget label="Chat with us" preview={{ ...copy, officeHours }} />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
      expect(await screen.findByRole('dialog')).toHaveTextContent(shown);
      unmount();
    }
  } finally {
    jest.useRealTimers();
  }
});
