import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPosition,
  formatClock,
  isDueForSave,
  knownDuration,
  readPlaybackRate,
  readPosition,
  restorablePosition,
  savePlaybackRate,
  savePosition,
  shortcutFor,
  stepTo,
} from './player';

afterEach(() => {
  localStorage.clear();
});

describe('times in the player', () => {
  it('are written m:ss, or h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5.9)).toBe('0:05');
    expect(formatClock(83)).toBe('1:23');
    expect(formatClock(2700)).toBe('45:00');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(-4)).toBe('0:00');
    expect(formatClock(Infinity)).toBe('0:00');
  });

  it('take the audio’s own length once known, else the server’s', () => {
    expect(knownDuration(Number.NaN, 2525)).toBe(2525);
    expect(knownDuration(Infinity, 2525)).toBe(2525);
    expect(knownDuration(2524.6, 2525)).toBe(2524.6);
    expect(knownDuration(Number.NaN, null)).toBe(0);
  });

  it('step back and forward within the audio', () => {
    expect(stepTo(40, -15, 100)).toBe(25);
    expect(stepTo(10, -15, 100)).toBe(0);
    expect(stepTo(80, 30, 100)).toBe(100);
    expect(stepTo(80, 30, 0)).toBe(110);
  });
});

describe('an episode’s position', () => {
  it('is kept per episode, to the tenth of a second', () => {
    savePosition(5, 83.46);
    expect(localStorage.getItem('podcastPosition:5')).toBe('83.5');
    expect(readPosition(5)).toBe(83.5);
    expect(readPosition(6)).toBeNull();
  });

  it('is forgotten at the start and at the end', () => {
    savePosition(5, 83);
    savePosition(5, 0);
    expect(localStorage.getItem('podcastPosition:5')).toBeNull();
    savePosition(5, 83);
    forgetPosition(5);
    expect(readPosition(5)).toBeNull();
  });

  it('is not read when it is not a time', () => {
    localStorage.setItem('podcastPosition:5', 'later');
    expect(readPosition(5)).toBeNull();
    localStorage.setItem('podcastPosition:5', '-3');
    expect(readPosition(5)).toBeNull();
  });

  it('is restored unless it is past the end', () => {
    expect(restorablePosition(83, 2525)).toBe(83);
    expect(restorablePosition(83, Number.NaN)).toBe(83);
    expect(restorablePosition(2525, 2525)).toBeNull();
    expect(restorablePosition(null, 2525)).toBeNull();
  });

  it('is written again after a few seconds of listening', () => {
    expect(isDueForSave(10, 12)).toBe(false);
    expect(isDueForSave(10, 15)).toBe(true);
    expect(isDueForSave(60, 20)).toBe(true);
  });
});

describe('the speed', () => {
  it('is 1 until one is picked, then the one picked, for every episode', () => {
    expect(readPlaybackRate()).toBe(1);
    savePlaybackRate(1.5);
    expect(localStorage.getItem('podcastPlaybackRate')).toBe('1.5');
    expect(readPlaybackRate()).toBe(1.5);
  });

  it('falls back to 1 for anything kept that is not one of the speeds', () => {
    for (const kept of ['3', '0', 'fast', '']) {
      localStorage.setItem('podcastPlaybackRate', kept);
      expect(readPlaybackRate()).toBe(1);
    }
  });
});

describe('the keys', () => {
  it('play, pause and step with Space, K, J, L and the arrows', () => {
    expect(shortcutFor(' ', 'other', false)).toBe('toggle');
    expect(shortcutFor('k', 'button', false)).toBe('toggle');
    expect(shortcutFor('K', 'select', false)).toBe('toggle');
    expect(shortcutFor('j', 'slider', false)).toBe('back');
    expect(shortcutFor('l', 'other', false)).toBe('forward');
    expect(shortcutFor('ArrowLeft', 'button', false)).toBe('back');
    expect(shortcutFor('ArrowRight', 'other', false)).toBe('forward');
  });

  it('leave the controls their own keys', () => {
    expect(shortcutFor('ArrowLeft', 'slider', false)).toBeNull();
    expect(shortcutFor('ArrowRight', 'select', false)).toBeNull();
    expect(shortcutFor(' ', 'button', false)).toBeNull();
    expect(shortcutFor(' ', 'select', false)).toBeNull();
    expect(shortcutFor(' ', 'slider', false)).toBe('toggle');
    expect(shortcutFor('Enter', 'other', false)).toBeNull();
    expect(shortcutFor('x', 'other', false)).toBeNull();
  });

  it('leave the browser its shortcuts', () => {
    expect(shortcutFor('k', 'other', true)).toBeNull();
    expect(shortcutFor('ArrowLeft', 'other', true)).toBeNull();
  });
});
