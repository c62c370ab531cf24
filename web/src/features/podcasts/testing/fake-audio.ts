/**
 * The audio element as the player's tests meet it. jsdom plays nothing: play and pause, the
 * paused state, the length and the ready state are stood in for, and the events a browser would
 * fire are fired by hand (`loadMetadata`, `moveTo`).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface FakeState {
  paused: boolean;
  duration: number;
  readyState: number;
}

export function fakeAudio() {
  const states = new WeakMap<HTMLMediaElement, FakeState>();
  const of = (element: HTMLMediaElement): FakeState => {
    let state = states.get(element);
    if (!state) {
      state = { paused: true, duration: Number.NaN, readyState: 0 };
      states.set(element, state);
    }
    return state;
  };
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return of(this).paused;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return of(this).duration;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return of(this).readyState;
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    of(this).paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (of(this).paused) return;
    of(this).paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  return {
    play,
    pause,
    /** The audio's length is known: what a browser says once the metadata has loaded. */
    loadMetadata(element: HTMLMediaElement, duration: number) {
      act(() => {
        Object.assign(of(element), { duration, readyState: HTMLMediaElement.HAVE_METADATA });
        element.dispatchEvent(new Event('loadedmetadata'));
        element.dispatchEvent(new Event('durationchange'));
      });
    },
    /** Playback (or a seek) reached `seconds`, with the event that says so. */
    moveTo(element: HTMLMediaElement, seconds: number, event: 'timeupdate' | 'seeked' = 'timeupdate') {
      act(() => {
        element.currentTime = seconds;
        element.dispatchEvent(new Event(event));
      });
    },
    /** The audio played to its end: paused, then ended, as a browser says it. */
    end(element: HTMLMediaElement) {
      act(() => {
        of(element).paused = true;
        element.dispatchEvent(new Event('pause'));
        element.dispatchEvent(new Event('ended'));
      });
    },
  };
}
