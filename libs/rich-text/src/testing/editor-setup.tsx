// Spec helpers of rich-text (not exported by the lib): an editor harness rendered and typed into.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/**
 * Renders the harness `harness` makes around a fresh `onChange` mock and finds its textbox by `label`. The `user`
 * waits 10 ms between keys: ProseMirror reads typed text from DOM mutations it handles asynchronously, so without
 * a small delay user-event types the next character before the previous one is read, and characters get lost.
 * `typeIn(keys)` clicks into the box, then types `keys` (user-event's keyboard syntax, e.g. '{Control>}a{/Control}').
 */
export function setupEditor(harness: (onChange: jest.Mock) => ReactElement, label: string) {
  const onChange = jest.fn();
  render(harness(onChange));
  const box = screen.getByRole('textbox', { name: label });
  const user = userEvent.setup({ delay: 10 });
  const typeIn = async (keys: string) => {
    await user.click(box);
    await user.keyboard(keys);
  };
  return { onChange, box, user, typeIn };
}

/** The HTML the editor gave with its last onChange call (undefined before any). */
export const lastHtml = (onChange: jest.Mock) => onChange.mock.calls.at(-1)?.[0] as string;
