import { waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/**
 * Test helper: a user-event instance that skips the pointer-events check. The check calls
 * getComputedStyle up the tree for every event, which costs seconds per click under jsdom with
 * antd's injected styles; these screens never rely on `pointer-events: none`.
 */
export function fastUser(): UserEvent {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/**
 * Test helper: clicks the option `label` of the open antd Select dropdown (its popup is rendered
 * in document.body; the selected value and other rows may show the same text elsewhere).
 */
export async function chooseSelectOption(user: UserEvent, label: string) {
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown .ant-select-item-option')).find(
      (element) => element.textContent === label,
    );
    if (!found) throw new Error(`No option ${label} in an open select`);
    return found;
  });
  await user.click(option);
}

/** Test helper: the labels of the options of the open antd Select dropdown. */
export function openSelectOptions(): string[] {
  return Array.from(
    document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
  ).map((element) => element.textContent ?? '');
}
