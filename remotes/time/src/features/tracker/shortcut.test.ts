import { isTrackerShortcut, isTypingTarget } from './shortcut';

function press(target: Element, init: KeyboardEventInit = {}) {
  let seen: KeyboardEvent | undefined;
  const listener = (event: Event) => {
    seen = event as KeyboardEvent;
  };
  window.addEventListener('keydown', listener);
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'T', code: 'KeyT', altKey: true, shiftKey: true, bubbles: true, ...init }),
  );
  window.removeEventListener('keydown', listener);
  return isTrackerShortcut(seen!);
}

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild!;
};

afterEach(() => {
  document.body.innerHTML = '';
});

test('Alt+Shift+T, by the physical key (Option+Shift+T types ˇ on a Mac)', () => {
  expect(press(document.body)).toBe(true);
  expect(press(document.body, { key: 'ˇ' })).toBe(true);
  expect(press(document.body, { key: 't', code: '' })).toBe(true);
  expect(press(document.body, { altKey: false })).toBe(false);
  expect(press(document.body, { shiftKey: false })).toBe(false);
  expect(press(document.body, { ctrlKey: true })).toBe(false);
  expect(press(document.body, { metaKey: true })).toBe(false);
  expect(press(document.body, { key: 'R', code: 'KeyR' })).toBe(false);
  expect(press(document.body, { repeat: true })).toBe(false);
});

test('never while typing: text inputs, textareas, selects, comboboxes, editable content', () => {
  expect(isTypingTarget(element('<input type="text">'))).toBe(true);
  expect(isTypingTarget(element('<input>'))).toBe(true);
  expect(isTypingTarget(element('<input type="search">'))).toBe(true);
  expect(isTypingTarget(element('<textarea></textarea>'))).toBe(true);
  expect(isTypingTarget(element('<select></select>'))).toBe(true);
  expect(isTypingTarget(element('<div role="combobox"></div>'))).toBe(true);
  expect(isTypingTarget(element('<div contenteditable="true"><b>x</b></div>').firstElementChild)).toBe(true);
  expect(isTypingTarget(element('<div contenteditable=""></div>'))).toBe(true);
  expect(press(element('<textarea></textarea>'))).toBe(false);

  // Buttons, checkboxes and the page itself are not typing.
  expect(isTypingTarget(element('<input type="checkbox">'))).toBe(false);
  expect(isTypingTarget(element('<button>Go</button>'))).toBe(false);
  expect(isTypingTarget(element('<div contenteditable="false"></div>'))).toBe(false);
  expect(isTypingTarget(document.body)).toBe(false);
  expect(isTypingTarget(null)).toBe(false);
});
