import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import { DownloadIcon, PauseIcon, PlayIcon, StepBackIcon, StepForwardIcon } from '../../../components/ui/icons';

import { useHydrated } from '../../../lib/use-hydrated';
import {
  BACK_SECONDS,
  DEFAULT_RATE,
  FORWARD_SECONDS,
  PLAYBACK_RATES,
  forgetPosition,
  formatClock,
  isDueForSave,
  isPlaybackRate,
  knownDuration,
  readPlaybackRate,
  readPosition,
  restorablePosition,
  savePlaybackRate,
  savePosition,
  shortcutFor,
  stepTo,
  type KeyTarget,
  type PlaybackRate,
  type PlayerAction,
} from '../lib/player';
import type { PlayableEpisode } from '../lib/public-episode';
import { usePodcastsMessages } from '../../../lib/i18n/sections/podcasts';

/** The audio element's events after which each value it is read for may have changed. */
const PLAY_EVENTS = ['play', 'pause', 'ended', 'emptied'] as const;
const TIME_EVENTS = ['timeupdate', 'seeking', 'seeked', 'loadedmetadata', 'emptied'] as const;
const DURATION_EVENTS = ['loadedmetadata', 'durationchange', 'emptied'] as const;
const ERROR_EVENTS = ['error', 'loadstart', 'emptied'] as const;

/**
 * A value of the audio element, read from it whenever one of `events` says it changed: the
 * element is the one source of truth, also for what happened before the page hydrated (the
 * prerendered element loads its metadata at once). `initial` stands in until the element is
 * there, the same in the prerender and at hydration.
 */
function useAudioValue<T>(audio: HTMLAudioElement | null, events: readonly string[], read: (audio: HTMLAudioElement) => T, initial: T): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      for (const name of events) audio?.addEventListener(name, changed);
      return () => {
        for (const name of events) audio?.removeEventListener(name, changed);
      };
    },
    [audio, events],
  );
  return useSyncExternalStore(
    subscribe,
    () => (audio ? read(audio) : initial),
    () => initial,
  );
}

/** The control a key went to, as the shortcuts tell them apart. */
function keyTarget(target: EventTarget): KeyTarget {
  if (target instanceof HTMLSelectElement) return 'select';
  if (target instanceof HTMLInputElement) return 'slider';
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) return 'button';
  return 'other';
}

/** Starting one player pauses the others on the page: two voices at once are heard as none. */
function pauseOthers(playing: HTMLAudioElement): void {
  for (const other of document.querySelectorAll('audio')) {
    if (other !== playing && !other.paused) other.pause();
  }
}

/**
 * Keeps the episode's position in the browser: restored once the audio's length is known (unless
 * past the end), written every few seconds while playing, on pause and after a seek, and
 * forgotten when the episode ends.
 */
function useRememberedPosition(audioRef: RefObject<HTMLAudioElement | null>, episodeId: number): void {
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    let lastSaved = 0;
    const save = () => {
      lastSaved = audio.currentTime;
      savePosition(episodeId, lastSaved);
    };
    const restore = () => {
      const at = restorablePosition(readPosition(episodeId), audio.duration);
      if (at !== null) {
        lastSaved = at;
        audio.currentTime = at;
      }
    };
    const onTime = () => {
      if (!audio.paused && isDueForSave(lastSaved, audio.currentTime)) save();
    };
    const onEnded = () => {
      forgetPosition(episodeId);
    };
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) restore();
    audio.addEventListener('loadedmetadata', restore);
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('pause', save);
    audio.addEventListener('seeked', save);
    audio.addEventListener('ended', onEnded);
    return () => {
      audio.removeEventListener('loadedmetadata', restore);
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('pause', save);
      audio.removeEventListener('seeked', save);
      audio.removeEventListener('ended', onEnded);
    };
  }, [audioRef, episodeId]);
}

/**
 * The speed the reader picked: on this page the one picked here, else the one kept from before.
 * The prerender and the hydration render the default (nothing from the browser's storage), then
 * the kept one shows.
 */
function usePlaybackRate(audioRef: RefObject<HTMLAudioElement | null>): [PlaybackRate, (rate: PlaybackRate) => void] {
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<PlaybackRate | null>(null);
  const rate = picked ?? (hydrated ? readPlaybackRate() : DEFAULT_RATE);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    // Loading a source resets the speed to the default one: both are set.
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [audioRef, rate]);
  const pick = useCallback((next: PlaybackRate) => {
    setPicked(next);
    savePlaybackRate(next);
  }, []);
  return [rate, pick];
}

interface PodcastPlayerProps {
  episode: PlayableEpisode;
}

/**
 * An episode's audio with controls of its own, all native and reachable by keyboard: play and
 * pause, 15 s back and 30 s forward, a seek slider, the time, the speed and a download link;
 * with the focus in it, Space or K, J or ← and L or → do what the buttons do.
 */
export function PodcastPlayer({ episode }: PodcastPlayerProps) {
  const t = usePodcastsMessages().player;
  const id = useId();
  // The element is changed through the ref (seeking, the speed); its values are read through the
  // state, so that they render the player.
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const attach = useCallback((element: HTMLAudioElement | null) => {
    audioRef.current = element;
    setAudio(element);
  }, []);
  /** While the reader drags the slider: where they are going, before the audio has got there. */
  const [seekingTo, setSeekingTo] = useState<number | null>(null);
  const paused = useAudioValue(audio, PLAY_EVENTS, (element) => element.paused, true);
  const time = useAudioValue(audio, TIME_EVENTS, (element) => element.currentTime, 0);
  const serverDuration = episode.duration_seconds;
  const duration = useAudioValue(audio, DURATION_EVENTS, (element) => knownDuration(element.duration, serverDuration), knownDuration(Number.NaN, serverDuration));
  const failed = useAudioValue(audio, ERROR_EVENTS, (element) => element.error !== null, false);
  const [rate, pickRate] = usePlaybackRate(audioRef);
  useRememberedPosition(audioRef, episode.id);

  useEffect(() => {
    const element = audioRef.current;
    if (!element) return;
    const onPlay = () => {
      pauseOthers(element);
    };
    const onSeeked = () => {
      setSeekingTo(null);
    };
    element.addEventListener('play', onPlay);
    element.addEventListener('seeked', onSeeked);
    return () => {
      element.removeEventListener('play', onPlay);
      element.removeEventListener('seeked', onSeeked);
    };
  }, []);

  const run = (action: PlayerAction) => {
    const element = audioRef.current;
    if (!element) return;
    if (action === 'toggle') {
      // A refused start (no user gesture, the audio gone) leaves the button saying Play.
      if (element.paused) element.play().catch(() => undefined);
      else element.pause();
    } else {
      element.currentTime = stepTo(element.currentTime, action === 'back' ? -BACK_SECONDS : FORWARD_SECONDS, duration);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = shortcutFor(event.key, keyTarget(event.target), event.ctrlKey || event.altKey || event.metaKey);
    if (action === null) return;
    event.preventDefault();
    run(action);
  };

  const shown = Math.min(seekingTo ?? time, duration || Infinity);
  const keysId = `${id}-keys`;
  const speedId = `${id}-speed`;
  return (
    <div className="podcast-player" role="group" aria-label={t.label(episode.title)} aria-describedby={keysId} onKeyDown={onKeyDown}>
      <audio ref={attach} src={episode.audio_url} preload="metadata" />
      <p id={keysId} className="visually-hidden">
        {t.keys}
      </p>
      <div className="podcast-player__main">
        <button
          type="button"
          className="podcast-player__play"
          onClick={() => {
            run('toggle');
          }}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
          <span className="visually-hidden">{paused ? t.play(episode.title) : t.pause(episode.title)}</span>
        </button>
        <div className="podcast-player__track">
          <input
            type="range"
            className="podcast-player__seek"
            min={0}
            max={duration}
            step="any"
            value={shown}
            disabled={duration <= 0}
            aria-label={t.seek}
            aria-valuetext={t.position(formatClock(shown), formatClock(duration))}
            onChange={(event) => {
              const target = Number(event.target.value);
              setSeekingTo(target);
              if (audioRef.current) audioRef.current.currentTime = target;
            }}
          />
          <p className="podcast-player__time" aria-hidden="true">
            <span>{formatClock(shown)}</span>
            <span>{formatClock(duration)}</span>
          </p>
        </div>
      </div>
      <div className="podcast-player__tools">
        <button
          type="button"
          className="podcast-player__step"
          aria-label={t.back}
          onClick={() => {
            run('back');
          }}
        >
          <StepBackIcon />
          <span aria-hidden="true">{BACK_SECONDS}</span>
        </button>
        <button
          type="button"
          className="podcast-player__step"
          aria-label={t.forward}
          onClick={() => {
            run('forward');
          }}
        >
          <StepForwardIcon />
          <span aria-hidden="true">{FORWARD_SECONDS}</span>
        </button>
        <label className="podcast-player__speed" htmlFor={speedId}>
          <span>{t.speed}</span>
          <select
            id={speedId}
            value={String(rate)}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (isPlaybackRate(next)) pickRate(next);
            }}
          >
            {PLAYBACK_RATES.map((each) => (
              <option key={each} value={String(each)}>
                {t.rate(each)}
              </option>
            ))}
          </select>
        </label>
        <a className="podcast-player__download" href={episode.audio_url} type={episode.audio_type} download>
          <DownloadIcon />
          {t.download}
          <span className="visually-hidden">: {episode.title}</span>
        </a>
      </div>
      {failed ? (
        <p className="podcast-player__failed" role="alert">
          {t.failed}
        </p>
      ) : null}
    </div>
  );
}
