import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateTimeInput } from './date-time-input';

function Harness({ initial, onChange }: { initial: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeInput
      aria-label="Start"
      value={value}
      allowClear
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const local = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

describe('DateTimeInput', () => {
  it('shows an instant in local time', () => {
    render(<Harness initial={local(2026, 11, 4, 14, 30)} onChange={jest.fn()} />);
    expect(screen.getByLabelText('Start')).toHaveValue('Nov 4, 2026 2:30 PM');
  });

  it('takes a typed day and time as an instant in UTC, to the minute', async () => {
    const onChange = jest.fn();
    render(<Harness initial={null} onChange={onChange} />);
    const input = screen.getByLabelText('Start');
    await userEvent.click(input);
    await userEvent.type(input, 'Nov 5, 2026 9:15 AM{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(local(2026, 11, 5, 9, 15)));
    expect(input).toHaveValue('Nov 5, 2026 9:15 AM');
  });

  it('takes Enter while picking without submitting the form around it; Enter once picked submits', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onChange = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Harness initial={null} onChange={onChange} />
        <button type="submit">Save</button>
      </form>,
    );
    const input = screen.getByLabelText('Start');
    await userEvent.click(input);
    await userEvent.type(input, 'Nov 5, 2026 9:15 AM{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(local(2026, 11, 5, 9, 15)));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('clears to null', async () => {
    const onChange = jest.fn();
    const { container } = render(<Harness initial={local(2026, 11, 4, 14, 30)} onChange={onChange} />);
    await userEvent.hover(screen.getByLabelText('Start'));
    await userEvent.click(container.querySelector('.ant-picker-clear')!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });
});
