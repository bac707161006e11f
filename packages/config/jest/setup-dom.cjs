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

// getByRole checks every candidate's visibility through getComputedStyle up the tree, which costs
// seconds per query on antd pages under jsdom. Tests query what is on screen anyway.
try {
  const { configure } = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
  configure({ defaultHidden: true });
} catch {
  // packages without Testing Library
}

// antd injects its CSS-in-JS rules into <head>. jsdom parses every rule and matches them all in each
// getComputedStyle call, which made up a large part of the UI suites' time. Tests assert behaviour
// and text, not antd's look, so its style elements stay detached (KANRI_JEST_ANTD_STYLES=1 keeps them).
if (typeof document !== 'undefined' && process.env.KANRI_JEST_ANTD_STYLES !== '1') {
  const path = require('node:path');
  try {
    const antd = require.resolve('antd', { paths: [path.join(__dirname, '../../design-system')] });
    const cssinjs = require.resolve('@ant-design/cssinjs', { paths: [antd] });
    const dynamicCss = require(require.resolve('@rc-component/util/lib/Dom/dynamicCSS', { paths: [cssinjs] }));
    const detached = new Map();
    dynamicCss.updateCSS = (css, key) => {
      let node = detached.get(key);
      if (!node) {
        node = document.createElement('style');
        detached.set(key, node);
      }
      node.textContent = css;
      return node;
    };
    dynamicCss.injectCSS = (css) => {
      const node = document.createElement('style');
      node.textContent = css;
      return node;
    };
    dynamicCss.removeCSS = (key) => {
      detached.delete(key);
    };
  } catch {
    // packages without antd
  }
}
