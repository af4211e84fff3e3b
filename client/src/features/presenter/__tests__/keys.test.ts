import { describe, expect, it, vi } from 'vitest';
import { bindKeys, SCROLLS_WITH_KEYS } from '../input';
import { commandForKey, gridMove, swipeCommand } from '../keys';

const key = (
  k: string,
  mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {},
) => ({
  key: k,
  ...mods,
});

describe('commandForKey on the slides', () => {
  it.each([
    ['ArrowRight', 'next'],
    ['ArrowDown', 'next'],
    [' ', 'next'],
    ['PageDown', 'next'],
    ['n', 'next'],
    ['N', 'next'],
    ['ArrowLeft', 'prev'],
    ['ArrowUp', 'prev'],
    ['PageUp', 'prev'],
    ['p', 'prev'],
    ['P', 'prev'],
    ['Home', 'first'],
    ['End', 'last'],
    ['f', 'fullscreen'],
    ['F', 'fullscreen'],
    ['b', 'black'],
    ['B', 'black'],
    ['.', 'black'],
    ['g', 'overview'],
    ['G', 'overview'],
    ['Escape', 'overview'],
  ])('%j -> %s', (k, command) => {
    expect(commandForKey(key(k), false)).toBe(command);
  });

  it('goes back on Shift+Space', () => {
    expect(commandForKey(key(' ', { shiftKey: true }), false)).toBe('prev');
  });

  it('leaves browser shortcuts and other keys alone', () => {
    expect(commandForKey(key('f', { ctrlKey: true }), false)).toBeNull();
    expect(commandForKey(key('p', { metaKey: true }), false)).toBeNull();
    expect(commandForKey(key('ArrowLeft', { altKey: true }), false)).toBeNull();
    for (const k of ['a', 'Tab', 'Enter', 'Shift', 'F5', '1'])
      expect(commandForKey(key(k), false), k).toBeNull();
  });
});

describe('commandForKey with the overview grid open', () => {
  it('closes on Esc or G and keeps full screen; the grid handles the rest', () => {
    expect(commandForKey(key('Escape'), true)).toBe('closeOverview');
    expect(commandForKey(key('g'), true)).toBe('closeOverview');
    expect(commandForKey(key('G'), true)).toBe('closeOverview');
    expect(commandForKey(key('f'), true)).toBe('fullscreen');
    for (const k of ['ArrowRight', ' ', 'Enter', 'Home', 'b', 'n'])
      expect(commandForKey(key(k), true), k).toBeNull();
  });
});

describe('gridMove', () => {
  // 14 slides in 4 columns: rows 0-3, 4-7, 8-11, 12-13
  it('moves by one sideways and by a row up and down, staying inside', () => {
    expect(gridMove('ArrowRight', 5, 14, 4)).toBe(6);
    expect(gridMove('ArrowLeft', 5, 14, 4)).toBe(4);
    expect(gridMove('ArrowDown', 5, 14, 4)).toBe(9);
    expect(gridMove('ArrowUp', 5, 14, 4)).toBe(1);
    expect(gridMove('ArrowUp', 2, 14, 4)).toBe(2);
    expect(gridMove('ArrowDown', 11, 14, 4)).toBe(11);
    expect(gridMove('ArrowRight', 13, 14, 4)).toBe(13);
    expect(gridMove('ArrowLeft', 0, 14, 4)).toBe(0);
    expect(gridMove('Home', 7, 14, 4)).toBe(0);
    expect(gridMove('End', 7, 14, 4)).toBe(13);
    expect(gridMove('Enter', 7, 14, 4)).toBeNull();
  });
});

describe('swipeCommand', () => {
  it('turns a quick horizontal swipe into next (leftwards) or previous (rightwards)', () => {
    expect(swipeCommand(-120, 10, 200)).toBe('next');
    expect(swipeCommand(120, -20, 200)).toBe('prev');
  });

  it('ignores taps, vertical scrolls and slow drags', () => {
    expect(swipeCommand(-10, 2, 100)).toBeNull();
    expect(swipeCommand(-80, 120, 200)).toBeNull();
    expect(swipeCommand(-200, 0, 1500)).toBeNull();
  });
});

describe('the keys on the page', () => {
  it('leave a focused scrolling panel its scrolling keys, and move the slides everywhere else', () => {
    const run = vi.fn();
    const unbind = bindKeys(() => false, run);
    const panel = document.createElement('div');
    panel.setAttribute(SCROLLS_WITH_KEYS, '');
    panel.tabIndex = 0;
    document.body.append(panel);
    const press = (target: EventTarget, key: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    press(panel, 'ArrowDown');
    press(panel, ' ');
    expect(run).not.toHaveBeenCalled();
    press(panel, 'ArrowRight');
    expect(run).toHaveBeenLastCalledWith('next');
    press(document.body, 'ArrowDown');
    expect(run).toHaveBeenCalledTimes(2);
    unbind();
    panel.remove();
  });
});
