import { screen, waitFor, within } from '@testing-library/react';
import { toLocalDateString } from '../../../domain';
import { makeField } from '../testing';
import { CF_TEXTS } from '../texts';
import { renderCell, SLOW } from './cell-test-harness';

const T = CF_TEXTS.cell;

const editButton = (name: string) => screen.getByRole('button', { name: T.edit(name) });

describe('CustomFieldCell — numbers, dates, checkbox, rating, computed', () => {
  it('number: shown with the field decimals, typed and saved as a number', async () => {
    const field = makeField(30, 'number', 'Points', { settings: { decimals: 1 } });
    const { user, save, cell } = renderCell(field, { value: 3 });
    expect(cell()).toHaveTextContent('3.0');
    await user.click(editButton('Points'));
    const input = await screen.findByRole('spinbutton', { name: 'Points' }, SLOW);
    await user.clear(input);
    await user.type(input, '8.5{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith(8.5));
    await waitFor(() => expect(cell()).toHaveTextContent('8.5'));
  });

  it('money: edited as an amount, saved as integer minor units, shown as currency', async () => {
    const field = makeField(31, 'money', 'Budget', { settings: { currency: 'USD' } });
    const { user, save, cell } = renderCell(field, { value: 150000 });
    expect(cell()).toHaveTextContent('$1,500.00');
    await user.click(editButton('Budget'));
    const input = await screen.findByRole('spinbutton', { name: 'Budget' }, SLOW);
    expect(input).toHaveValue('1500.00');
    await user.clear(input);
    await user.type(input, '12.34{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith(1234));
    await waitFor(() => expect(cell()).toHaveTextContent('$12.34'));
  });

  it('money: a currency without minor units (JPY) keeps whole amounts', async () => {
    const field = makeField(32, 'money', 'Cost', { settings: { currency: 'JPY' } });
    const { user, save, cell } = renderCell(field);
    expect(cell()).toHaveTextContent(CF_TEXTS.empty);
    await user.click(editButton('Cost'));
    await user.type(await screen.findByRole('spinbutton', { name: 'Cost' }, SLOW), '1500{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith(1500));
    await waitFor(() => expect(cell()).toHaveTextContent('¥1,500'));
  });

  it('checkbox: toggles at once', async () => {
    const field = makeField(33, 'checkbox', 'Approved');
    const { user, save } = renderCell(field);
    const box = screen.getByRole('checkbox', { name: 'Approved' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(true));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Approved' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Approved' }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(false));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Approved' })).not.toBeChecked());
  });

  it('checkbox: disabled when not editable', () => {
    renderCell(makeField(33, 'checkbox', 'Approved'), { value: true, editable: false });
    expect(screen.getByRole('checkbox', { name: 'Approved' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Approved' })).toBeDisabled();
  });

  it('rating: stars shown; a click on the fifth star saves 5', async () => {
    const field = makeField(34, 'rating', 'Priority Rating');
    const { user, save, cell } = renderCell(field, { value: 2 });
    expect(within(cell()).getByRole('img', { name: T.rating(2, 5) })).toBeInTheDocument();
    await user.click(editButton('Priority Rating'));
    await waitFor(() => expect(cell().querySelectorAll('[role="radio"]')).toHaveLength(5), SLOW);
    await user.click(cell().querySelectorAll('[role="radio"]')[4]!);
    await waitFor(() => expect(save).toHaveBeenCalledWith(5));
    await waitFor(() => expect(within(cell()).getByRole('img', { name: T.rating(5, 5) })).toBeInTheDocument());
  });

  it('date: the calendar opens with the shortcuts; Tomorrow saves that day', async () => {
    const field = makeField(35, 'date', 'Launch');
    const { user, save, cell } = renderCell(field, { value: '2026-11-01' });
    expect(cell()).toHaveTextContent('Nov 1, 2026');
    await user.click(editButton('Launch'));
    const tomorrow = await screen.findByText('Tomorrow', {}, SLOW);
    expect(screen.getByText('Today', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('Next Week')).toBeInTheDocument();
    await user.click(tomorrow);
    const now = new Date();
    const expected = toLocalDateString(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expected));
  });

  it('formula, rollup and progress (auto) are read-only and show the server value, — when none', () => {
    const budget = makeField(40, 'number', 'Budget');
    const formula = makeField(41, 'formula', 'Total', { settings: { expression: '{40} * 2' } });
    const rollup = makeField(42, 'rollup', 'Sum of points', { settings: { aggregate: 'sum' } });
    const auto = makeField(43, 'progress-auto', 'Subtasks done');
    const fields = [budget, formula, rollup, auto];
    const values = { '41': 1234.567, '42': null, '43': 75 };

    const first = renderCell(formula, { value: values['41'], projectFields: fields });
    expect(first.cell()).toHaveTextContent('1,234.57');
    expect(first.cell().querySelector('[title]')).toHaveAttribute('title', T.computedFormula('Budget * 2'));
    expect(screen.queryByRole('button', { name: T.edit('Total') })).not.toBeInTheDocument();
    first.unmount();

    const second = renderCell(rollup, { value: values['42'], projectFields: fields });
    expect(second.cell()).toHaveTextContent(CF_TEXTS.empty);
    expect(screen.queryByRole('button', { name: T.edit('Sum of points') })).not.toBeInTheDocument();
    second.unmount();

    const third = renderCell(auto, { value: values['43'], projectFields: fields });
    expect(within(third.cell()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(screen.queryByRole('button', { name: T.edit('Subtasks done') })).not.toBeInTheDocument();
  });
});
