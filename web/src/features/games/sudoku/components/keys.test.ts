// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cellForKey, commandForKey, type KeyPress } from './keys';

function press(key: string, more: Partial<KeyPress> = {}): KeyPress {
  return { key, code: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...more };
}

describe('commandForKey', () => {
  it.each([
    ['5', press('5', { code: 'Digit5' }), { type: 'digit', digit: 5, note: false }],
    ['a numpad digit', press('7', { code: 'Numpad7' }), { type: 'digit', digit: 7, note: false }],
    ['Shift+3 on a US layout', press('#', { code: 'Digit3', shiftKey: true }), { type: 'digit', digit: 3, note: true }],
    ['Shift+1 on AZERTY, where digits need Shift', press('1', { code: 'Digit1', shiftKey: true }), { type: 'digit', digit: 1, note: false }],
    ['Backspace', press('Backspace'), { type: 'erase' }],
    ['Delete', press('Delete'), { type: 'erase' }],
    ['0', press('0'), { type: 'erase' }],
    ['N', press('n'), { type: 'toggle-notes' }],
    ['Shift+N', press('N', { shiftKey: true }), { type: 'toggle-notes' }],
    ['Ctrl+Z', press('z', { ctrlKey: true }), { type: 'undo' }],
    ['Cmd+Z', press('z', { metaKey: true }), { type: 'undo' }],
    ['Ctrl+Shift+Z', press('Z', { ctrlKey: true, shiftKey: true }), { type: 'redo' }],
    ['Ctrl+Y', press('y', { ctrlKey: true }), { type: 'redo' }],
  ])('reads %s', (_, key, command) => {
    expect(commandForKey(key)).toEqual(command);
  });

  it.each([
    ['an unshifted AZERTY digit key', press('&', { code: 'Digit1' })],
    ['Ctrl+5', press('5', { ctrlKey: true })],
    ['Alt+5', press('5', { altKey: true })],
    ['Ctrl+N', press('n', { ctrlKey: true })],
    ['a letter', press('q')],
    ['Tab', press('Tab')],
    ['an arrow', press('ArrowUp')],
  ])('leaves %s alone', (_, key) => {
    expect(commandForKey(key)).toBeNull();
  });
});

describe('cellForKey', () => {
  // r5c5, the centre, is cell 40.
  it.each([
    ['ArrowUp', press('ArrowUp'), 31],
    ['ArrowDown', press('ArrowDown'), 49],
    ['ArrowLeft', press('ArrowLeft'), 39],
    ['ArrowRight', press('ArrowRight'), 41],
    ['Home', press('Home'), 36],
    ['End', press('End'), 44],
    ['Ctrl+Home', press('Home', { ctrlKey: true }), 0],
    ['Ctrl+End', press('End', { ctrlKey: true }), 80],
  ])('moves from the centre with %s', (_, key, cell) => {
    expect(cellForKey(40, key)).toBe(cell);
  });

  it('stops at the edges', () => {
    expect(cellForKey(0, press('ArrowUp'))).toBe(0);
    expect(cellForKey(0, press('ArrowLeft'))).toBe(0);
    expect(cellForKey(80, press('ArrowDown'))).toBe(80);
    expect(cellForKey(80, press('ArrowRight'))).toBe(80);
    expect(cellForKey(8, press('ArrowRight'))).toBe(8);
  });

  it('ignores other keys', () => {
    expect(cellForKey(40, press('5'))).toBeNull();
  });
});
