/* eslint-disable @typescript-eslint/no-empty-function -- stubs of browser APIs jsdom lacks */
// Jest setup for browser code: jest-dom matchers and the globals Chakra v3 and react-router 7 expect.
import { http } from '@backoffice/api-client';
import '@testing-library/jest-dom';
import type { InternalAxiosRequestConfig } from 'axios';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.scrollTo) window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
// Zag/floating-ui measure elements; jsdom has no layout, so give pointer-capture calls something to call.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// The workspace runs many Jest and webpack processes at once: give slow machines room before calling a UI
// test failed (a real hang still fails).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// ProseMirror (the RichTextEditor of @backoffice/rich-text) measures ranges and hit-tests points; jsdom has no
// layout, so give it empty answers.
const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= emptyRect;
Range.prototype.getClientRects ??= emptyRects;
document.elementFromPoint ??= () => null;

// Every ListPage of the page kit asks for its saved views (GET /api/views, docs/areas/platform.md, "Saved views").
// A spec about something else does not answer that call: it gets no views here, instead of a refused connection
// (which would also mark the console's connection lost). Specs of the views menu mock the call itself.
http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  if ((config.method ?? 'get').toLowerCase() === 'get' && config.url === '/views') {
    config.adapter = async (request) => ({ data: { data: [] }, status: 200, statusText: 'OK', headers: {}, config: request });
  }
  return config;
});
