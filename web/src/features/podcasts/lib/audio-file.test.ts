import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fakeFile } from '../testing/podcasts-api';
import { audioFileProblem, audioKind, formatSize, uploadFailure } from './audio-file';

describe('an audio file before it is sent', () => {
  it('may be an MP3 or an M4A of up to 300 MB, by its name or its type', () => {
    expect(audioFileProblem(fakeFile('episode.mp3', 'audio/mpeg'))).toBeNull();
    expect(audioFileProblem(fakeFile('EPISODE.M4A', ''))).toBeNull();
    expect(audioFileProblem(fakeFile('episode.m4a', 'audio/x-m4a'))).toBeNull();
    expect(audioFileProblem(fakeFile('recording', 'audio/mpeg'))).toBeNull();
    expect(audioFileProblem(fakeFile('episode.mp3', 'audio/mpeg', 300 * 1024 * 1024))).toBeNull();
    expect(audioFileProblem(fakeFile('episode.mp3', 'audio/mpeg', 300 * 1024 * 1024 + 1))).toBe('An episode’s audio may be at most 300 MB.');
    expect(audioFileProblem(fakeFile('episode.wav', 'audio/wav'))).toBe('Choose an MP3 or M4A file.');
    expect(audioFileProblem(fakeFile('notes.txt', 'text/plain'))).toBe('Choose an MP3 or M4A file.');
    expect(audioFileProblem(fakeFile('empty.mp3', 'audio/mpeg', 0))).toBe('That file is empty.');
  });
});

describe('an upload that failed', () => {
  it('says the server’s reason as a sentence', () => {
    expect(uploadFailure(new ApiError(415, 'unsupported_media_type', 'the audio must be an MP3 or M4A file.'))).toBe('The audio must be an MP3 or M4A file.');
    expect(uploadFailure(new ApiError(413, 'too_large', 'An episode’s audio may be at most 300 MB.'))).toBe('An episode’s audio may be at most 300 MB.');
    expect(uploadFailure(new ApiError(422, 'invalid_field', 'file: choose an MP3 or M4A file to upload'))).toBe('Choose an MP3 or M4A file to upload.');
  });

  it('says the limit when a proxy refused the size without the API’s words', () => {
    expect(uploadFailure(new ApiError(413, 'http_413', 'Payload Too Large'))).toBe('An episode’s audio may be at most 300 MB.');
  });

  it('tells a lost connection, a timeout and a failure of the server apart', () => {
    expect(uploadFailure(new ApiError(0, 'network_error', 'POST … failed'))).toBe('The connection was lost. Please try again.');
    expect(uploadFailure(new ApiError(0, 'timeout', 'POST … failed'))).toBe('The upload took too long. Please try again.');
    expect(uploadFailure(new ApiError(500, 'internal', 'Something went wrong on our side.'))).toBe('The server could not store the audio. Please try again.');
  });
});

describe('audio in words', () => {
  it('writes sizes and kinds short', () => {
    expect(formatSize(16_680)).toBe('16 KB');
    expect(formatSize(9_500)).toBe('9.3 KB');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(40_420_000)).toBe('39 MB');
    expect(formatSize(300 * 1024 * 1024)).toBe('300 MB');
    expect(formatSize(null)).toBe('—');
    expect(audioKind('audio/mpeg')).toBe('MP3');
    expect(audioKind('audio/mp4')).toBe('M4A');
  });
});
