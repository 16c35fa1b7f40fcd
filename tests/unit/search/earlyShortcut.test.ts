import {afterEach, describe, expect, it} from 'vitest';
import {recordShortcutScript} from '@site/src/plugins/early-search-shortcut';

type Early = {pressed: {key: string} | null; stop: () => void};
const early = () => (window as unknown as {earlySearchShortcut: Early}).earlySearchShortcut;

function press(init: KeyboardEventInit, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', {...init, bubbles: true, cancelable: true});
  target.dispatchEvent(event);
  return event;
}

describe('the inline early search shortcut script', () => {
  afterEach(() => early()?.stop());

  it('keeps Ctrl+K pressed before hydration, and stops listening when asked', () => {
    new Function(recordShortcutScript())();
    expect(press({key: 'k', ctrlKey: true}).defaultPrevented).toBe(true);
    expect(early().pressed).toMatchObject({key: 'k', ctrlKey: true});
    early().pressed = null;
    early().stop();
    press({key: 'k', ctrlKey: true});
    expect(early().pressed).toBeNull();
  });

  it('keeps "/" outside a form field, and leaves it to a field being typed in', () => {
    new Function(recordShortcutScript())();
    const input = document.body.appendChild(document.createElement('input'));
    expect(press({key: '/'}, input).defaultPrevented).toBe(false);
    expect(early().pressed).toBeNull();
    press({key: '/'});
    expect(early().pressed).toMatchObject({key: '/'});
    input.remove();
  });

  it('is one line without comments, as it goes into every page', () => {
    expect(recordShortcutScript()).not.toMatch(/\n|\/\//);
  });
});
