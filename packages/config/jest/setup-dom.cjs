/* Test-environment gaps that antd and React Testing Library need under jsdom. */
require('@testing-library/jest-dom');

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jsdom does not implement pseudo-element styles (antd's Table measures the scrollbar with one).
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
  if (!window.scrollTo || String(window.scrollTo).includes('Not implemented')) window.scrollTo = () => {};
  // antd's Select (rc-select) opens and closes its popup in a MessageChannel task, which jsdom lacks.
  // A timer keeps that order; Node's own MessageChannel would keep jest's process alive.
  if (typeof globalThis.MessageChannel === 'undefined') {
    globalThis.MessageChannel = class TimerMessageChannel {
      constructor() {
        const makePort = (target) => ({
          onmessage: null,
          postMessage: (data) => setTimeout(() => target().onmessage?.({ data }), 0),
          close: () => undefined,
        });
        this.port1 = makePort(() => this.port2);
        this.port2 = makePort(() => this.port1);
      }
    };
  }
  const { TextEncoder, TextDecoder } = require('node:util');
  globalThis.TextEncoder ??= TextEncoder;
  globalThis.TextDecoder ??= TextDecoder;
}
