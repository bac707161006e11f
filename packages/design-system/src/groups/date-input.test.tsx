import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPreferredTimeZone, setPreferredWeekStart } from '../hooks/use-time-zone';
import { DateInput } from './date-input';

// 20:00 UTC on Friday Nov 27, 2026: already Saturday Nov 28 in Auckland (UTC+13), still the 27th in UTC.
const NOW = Date.parse('2026-11-27T20:00:00.000Z');

/** Opens the picker; its day table (the last one opened: closed pickers stay in the page, hidden). */
const openCalendar = async () => {
  await userEvent.click(screen.getByLabelText('Due'));
  await waitFor(() => expect(document.querySelector('.ant-picker-date-panel table')).not.toBeNull());
  return [...document.querySelectorAll('.ant-picker-date-panel table')].at(-1)!;
};

describe('DateInput', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => {
      setPreferredTimeZone(null);
      setPreferredWeekStart(null);
    });
  });

  it("takes Today, Tomorrow and Next Week in the user's time zone, not the browser's", async () => {
    act(() => setPreferredTimeZone('Pacific/Auckland'));
    const onChange = jest.fn();
    render(<DateInput aria-label="Due" value={null} onChange={onChange} shortcuts />);
    const calendar = await openCalendar();
    // One Today: the shortcut, not also the picker's own footer link.
    expect(calendar.closest('.ant-picker-dropdown')!.querySelector('.ant-picker-footer')).toBeNull();
    for (const [label, day] of [
      ['Today', '2026-11-28'],
      ['Tomorrow', '2026-11-29'],
      ['Next Week', '2026-12-05'],
    ] as const) {
      await userEvent.click((await screen.findAllByText(label, { selector: '.ant-picker-presets li' })).at(-1)!);
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(day));
      if (label !== 'Next Week') await openCalendar();
    }
  });

  it("marks today, and opens on its month, in the user's time zone, not the browser's", async () => {
    // Dec 31, 2026 20:00 UTC: already Jan 1, 2027 in Auckland.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-31T20:00:00.000Z'));
    act(() => setPreferredTimeZone('UTC'));
    const { unmount } = render(<DateInput aria-label="Due" value={null} onChange={jest.fn()} />);
    const utc = await openCalendar();
    expect(utc.querySelector('.ant-picker-cell-today')).toHaveAttribute('title', '2026-12-31');
    unmount();

    act(() => setPreferredTimeZone('Pacific/Auckland'));
    render(<DateInput aria-label="Due" value={null} onChange={jest.fn()} />);
    const auckland = await openCalendar();
    // Without shortcuts the picker keeps its own Today link, for the same day.
    expect(auckland.closest('.ant-picker-dropdown')!.querySelector('.ant-picker-footer')).toHaveTextContent('Today');
    expect(auckland.querySelector('.ant-picker-cell-today')).toHaveAttribute('title', '2027-01-01');
    expect(auckland.querySelectorAll('.ant-picker-cell-in-view')[0]).toHaveAttribute('title', '2027-01-01');
  });

  it("starts the calendar's weeks on Sunday, or on Monday when the workspace says so", async () => {
    const { unmount } = render(<DateInput aria-label="Due" value="2026-11-27" onChange={jest.fn()} />);
    const sunday = await openCalendar();
    expect(sunday.querySelector('thead th')).toHaveTextContent('Su');
    unmount();

    act(() => setPreferredWeekStart('monday'));
    render(<DateInput aria-label="Due" value="2026-11-27" onChange={jest.fn()} />);
    const monday = await openCalendar();
    expect(monday.querySelector('thead th')).toHaveTextContent('Mo');
    // Nov 2026 from Monday: the first row runs Oct 26 to Nov 1.
    expect(monday.querySelector('tbody td')).toHaveAttribute('title', '2026-10-26');
  });
});
