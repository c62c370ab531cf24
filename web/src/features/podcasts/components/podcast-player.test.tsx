import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../../lib/i18n/language-provider';
import { renderInRouter } from '../../../testing/render';
import type { PlayableEpisode } from '../lib/public-episode';
import { fakeAudio } from '../testing/fake-audio';
import { PodcastPlayer } from './podcast-player';

const episode: PlayableEpisode = { id: 7, title: 'The Morning Briefing', audio_url: '/media/audio/7.mp3', audio_type: 'audio/mpeg', duration_seconds: 2700 };

let audio: ReturnType<typeof fakeAudio>;

beforeEach(() => {
  audio = fakeAudio();
});
afterEach(() => {
  localStorage.clear();
});

function renderPlayer(playable: PlayableEpisode = episode, lang: 'en' | 'ro' = 'en') {
  const view = renderInRouter(<PodcastPlayer episode={playable} />, { lang });
  const element = view.container.querySelector('audio');
  if (!element) throw new Error('no audio element');
  return element;
}

const player = () => screen.getByRole('group', { name: 'Player: The Morning Briefing' });
const slider = () => screen.getByRole('slider', { name: 'Position' });

describe('PodcastPlayer', () => {
  it('plays the episode’s audio, loading only its metadata first, and names the episode on its button', () => {
    const element = renderPlayer();
    expect(element).toHaveAttribute('src', '/media/audio/7.mp3');
    expect(element).toHaveAttribute('preload', 'metadata');
    expect(screen.getByRole('link', { name: 'Download: The Morning Briefing' })).toHaveAttribute('href', '/media/audio/7.mp3');

    fireEvent.click(screen.getByRole('button', { name: 'Play: The Morning Briefing' }));
    expect(audio.play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause: The Morning Briefing' }));
    expect(audio.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play: The Morning Briefing' })).toBeInTheDocument();
  });

  it('shows the length the server read until the audio’s own is known, and the position in words', () => {
    const element = renderPlayer();
    expect(slider()).toHaveAttribute('max', '2700');
    expect(slider()).toHaveAttribute('aria-valuetext', '0:00 of 45:00');
    audio.loadMetadata(element, 2701.5);
    audio.moveTo(element, 83);
    expect(slider()).toHaveAttribute('max', '2701.5');
    expect(slider()).toHaveAttribute('aria-valuetext', '1:23 of 45:01');
  });

  it('seeks where the slider is moved, and steps 15 s back and 30 s forward', () => {
    const element = renderPlayer();
    audio.loadMetadata(element, 2700);
    fireEvent.change(slider(), { target: { value: '600' } });
    expect(element.currentTime).toBe(600);
    expect(slider()).toHaveAttribute('aria-valuetext', '10:00 of 45:00');
    fireEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(element.currentTime).toBe(585);
    fireEvent.click(screen.getByRole('button', { name: 'Forward 30 seconds' }));
    expect(element.currentTime).toBe(615);
  });

  it('answers Space, K, J, L and the arrows while the focus is in it', () => {
    const element = renderPlayer();
    audio.loadMetadata(element, 2700);
    element.currentTime = 100;
    const back = screen.getByRole('button', { name: 'Back 15 seconds' });

    fireEvent.keyDown(back, { key: 'k' });
    expect(audio.play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(slider(), { key: ' ' });
    expect(audio.pause).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(back, { key: 'j' });
    expect(element.currentTime).toBe(85);
    fireEvent.keyDown(back, { key: 'ArrowRight' });
    expect(element.currentTime).toBe(115);
    fireEvent.keyDown(back, { key: 'L' });
    expect(element.currentTime).toBe(145);
  });

  it('leaves the slider its arrows, the buttons and the list their Space, and the browser its shortcuts', () => {
    const element = renderPlayer();
    audio.loadMetadata(element, 2700);
    element.currentTime = 100;
    expect(fireEvent.keyDown(slider(), { key: 'ArrowLeft' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('combobox', { name: 'Speed' }), { key: 'ArrowRight' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Play: The Morning Briefing' }), { key: ' ' })).toBe(true);
    expect(fireEvent.keyDown(player(), { key: 'k', ctrlKey: true })).toBe(true);
    expect(element.currentTime).toBe(100);
    expect(audio.play).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(player(), { key: 'k' })).toBe(false);
  });

  it('plays at the speed picked, and keeps it for every episode', () => {
    const element = renderPlayer();
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    expect(within(speed).getAllByRole('option').map((option) => option.textContent)).toEqual(['0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
    expect(speed).toHaveValue('1');
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(element.playbackRate).toBe(1.5);
    expect(element.defaultPlaybackRate).toBe(1.5);
    expect(localStorage.getItem('podcastPlaybackRate')).toBe('1.5');
  });

  it('starts at the speed kept from before, written the language’s way', () => {
    localStorage.setItem('podcastPlaybackRate', '1.75');
    const element = renderPlayer(episode, 'ro');
    expect(screen.getByRole('combobox', { name: 'Viteză' })).toHaveValue('1.75');
    expect(screen.getByRole('option', { name: '1,75×' })).toBeInTheDocument();
    expect(element.playbackRate).toBe(1.75);
  });

  it('reads nothing from the browser’s storage in the prerender, so the page hydrates to the same markup', () => {
    localStorage.setItem('podcastPlaybackRate', '2');
    localStorage.setItem('podcastPosition:7', '600');
    const html = renderToString(
      <LanguageProvider lang="en">
        <PodcastPlayer episode={episode} />
      </LanguageProvider>,
    );
    expect(html).toMatch(/<option value="1" selected="">1×<\/option>/);
    expect(html).toContain('aria-valuetext="0:00 of 45:00"');
  });

  it('goes back to the position kept for the episode once the audio’s length is known', () => {
    localStorage.setItem('podcastPosition:7', '600.5');
    const element = renderPlayer();
    expect(element.currentTime).toBe(0);
    audio.loadMetadata(element, 2700);
    expect(element.currentTime).toBe(600.5);
  });

  it('does not go back to a position past the end', () => {
    localStorage.setItem('podcastPosition:7', '2800');
    const element = renderPlayer();
    audio.loadMetadata(element, 2700);
    expect(element.currentTime).toBe(0);
  });

  it('keeps the position every few seconds while playing, on pause and after a seek, and forgets it at the end', () => {
    const element = renderPlayer();
    audio.loadMetadata(element, 2700);
    fireEvent.click(screen.getByRole('button', { name: 'Play: The Morning Briefing' }));
    audio.moveTo(element, 3);
    expect(localStorage.getItem('podcastPosition:7')).toBeNull();
    audio.moveTo(element, 5.2);
    expect(localStorage.getItem('podcastPosition:7')).toBe('5.2');
    audio.moveTo(element, 8);
    expect(localStorage.getItem('podcastPosition:7')).toBe('5.2');
    audio.moveTo(element, 9.04);
    fireEvent.click(screen.getByRole('button', { name: 'Pause: The Morning Briefing' }));
    expect(localStorage.getItem('podcastPosition:7')).toBe('9.0');
    audio.moveTo(element, 1200, 'seeked');
    expect(localStorage.getItem('podcastPosition:7')).toBe('1200.0');
    audio.end(element);
    expect(localStorage.getItem('podcastPosition:7')).toBeNull();
  });

  it('pauses the other players on the page when it starts', () => {
    const first = renderPlayer();
    const second = renderPlayer({ ...episode, id: 8, title: 'The Evening Briefing' });
    fireEvent.click(screen.getByRole('button', { name: 'Play: The Morning Briefing' }));
    expect(first.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play: The Evening Briefing' }));
    expect(second.paused).toBe(false);
    expect(first.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play: The Morning Briefing' })).toBeInTheDocument();
  });

  it('says when the audio cannot be loaded', () => {
    const element = renderPlayer();
    Object.defineProperty(element, 'error', { value: { code: 4 }, configurable: true });
    fireEvent.error(element);
    expect(screen.getByRole('alert')).toHaveTextContent('The audio could not be loaded.');
  });
});
