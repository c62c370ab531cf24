//! What an uploaded episode's audio is and how long it plays, read from the file itself: an
//! MPEG audio stream (MP3) by walking its frames, an MPEG-4 file (M4A) from its movie header.
//! Podcast apps show the duration from the feed, so it must be right for variable bit rates too.

use std::io::{Read, Seek, SeekFrom};

use crate::{Error, Result};

pub const MP3: &str = "audio/mpeg";
pub const M4A: &str = "audio/mp4";

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AudioInfo {
    pub mime: &'static str,
    pub seconds: f64,
}

impl AudioInfo {
    pub fn extension(&self) -> &'static str {
        if self.mime == M4A { "m4a" } else { "mp3" }
    }
}

fn unsupported() -> Error {
    Error::invalid("file", "the audio must be an MP3 or M4A file")
}

/// Reads the kind and duration of `file`.
pub fn probe<R: Read + Seek>(file: &mut R) -> Result<AudioInfo> {
    let mut head = [0u8; 12];
    let read = read_up_to(file, &mut head)?;
    file.seek(SeekFrom::Start(0)).map_err(io)?;
    if read >= 8 && &head[4..8] == b"ftyp" {
        return mp4_duration(file).map(|seconds| AudioInfo { mime: M4A, seconds });
    }
    mp3_duration(file).map(|seconds| AudioInfo { mime: MP3, seconds })
}

fn io(err: std::io::Error) -> Error {
    Error::io("cannot read the audio file", err)
}

fn read_up_to<R: Read>(file: &mut R, buffer: &mut [u8]) -> Result<usize> {
    let mut filled = 0;
    while filled < buffer.len() {
        match file.read(&mut buffer[filled..]).map_err(io)? {
            0 => break,
            n => filled += n,
        }
    }
    Ok(filled)
}

/// Sums the samples of every frame after an ID3v2 tag, reading only the frames' headers.
/// Frames must follow one another: a stream whose next header is not where a frame ends (other
/// than an ID3v1 tag at the end) is not taken for MP3.
fn mp3_duration<R: Read + Seek>(file: &mut R) -> Result<f64> {
    let mut reader = std::io::BufReader::with_capacity(64 * 1024, file);
    let mut tag = [0u8; 10];
    if read_up_to(&mut reader, &mut tag)? == 10 && &tag[..3] == b"ID3" {
        let size = tag[6..10]
            .iter()
            .fold(0i64, |size, byte| (size << 7) | i64::from(byte & 0x7f));
        let footer = if tag[5] & 0x10 != 0 { 10 } else { 0 };
        reader.seek_relative(size + footer).map_err(io)?;
    } else {
        reader.seek(SeekFrom::Start(0)).map_err(io)?;
    }
    let (mut frames, mut seconds) = (0u32, 0f64);
    let mut header = [0u8; 4];
    let ended_well = loop {
        let read = read_up_to(&mut reader, &mut header)?;
        if read < 4 {
            break read == 0;
        }
        let Some(frame) = Frame::parse(&header) else {
            break header.starts_with(b"TAG");
        };
        frames += 1;
        seconds += f64::from(frame.samples) / f64::from(frame.sample_rate);
        reader.seek_relative(frame.length as i64 - 4).map_err(io)?;
    };
    if frames < 2 || !ended_well {
        return Err(unsupported());
    }
    Ok(seconds)
}

struct Frame {
    length: usize,
    samples: u32,
    sample_rate: u32,
}

impl Frame {
    /// A Layer III frame header (MPEG-1, 2 or 2.5).
    fn parse(header: &[u8]) -> Option<Self> {
        if header[0] != 0xff || header[1] & 0xe0 != 0xe0 {
            return None;
        }
        let version = (header[1] >> 3) & 0b11; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
        let layer = (header[1] >> 1) & 0b11; // 1: Layer III
        if version == 1 || layer != 1 {
            return None;
        }
        let bitrate_index = usize::from(header[2] >> 4);
        let rate_index = usize::from((header[2] >> 2) & 0b11);
        if bitrate_index == 0 || bitrate_index == 15 || rate_index == 3 {
            return None;
        }
        let padding = usize::from((header[2] >> 1) & 1);
        const MPEG1_KBPS: [u32; 15] = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
        const MPEG2_KBPS: [u32; 15] = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
        const RATES: [u32; 3] = [44_100, 48_000, 32_000];
        let (kbps, sample_rate, samples) = match version {
            3 => (MPEG1_KBPS[bitrate_index], RATES[rate_index], 1152),
            2 => (MPEG2_KBPS[bitrate_index], RATES[rate_index] / 2, 576),
            _ => (MPEG2_KBPS[bitrate_index], RATES[rate_index] / 4, 576),
        };
        let length = (samples / 8 * kbps * 1000 / sample_rate) as usize + padding;
        Some(Self {
            length,
            samples,
            sample_rate,
        })
    }
}

/// The duration in the movie header (`moov` → `mvhd`) of an MPEG-4 file.
fn mp4_duration<R: Read + Seek>(file: &mut R) -> Result<f64> {
    let end = file.seek(SeekFrom::End(0)).map_err(io)?;
    let moov = find_box(file, 0, end, b"moov")?.ok_or_else(unsupported)?;
    let (start, size) = find_box(file, moov.0, moov.0 + moov.1, b"mvhd")?.ok_or_else(unsupported)?;
    if size < 32 {
        return Err(unsupported());
    }
    file.seek(SeekFrom::Start(start)).map_err(io)?;
    let mut body = [0u8; 32];
    read_up_to(file, &mut body)?;
    let (timescale, duration) = match body[0] {
        0 => (
            u32::from_be_bytes(body[12..16].try_into().expect("4 bytes")),
            u64::from(u32::from_be_bytes(body[16..20].try_into().expect("4 bytes"))),
        ),
        1 => (
            u32::from_be_bytes(body[20..24].try_into().expect("4 bytes")),
            u64::from_be_bytes(body[24..32].try_into().expect("8 bytes")),
        ),
        _ => return Err(unsupported()),
    };
    if timescale == 0 {
        return Err(unsupported());
    }
    Ok(duration as f64 / f64::from(timescale))
}

/// The body (start, length) of the first box named `name` between `from` and `to`.
fn find_box<R: Read + Seek>(file: &mut R, from: u64, to: u64, name: &[u8; 4]) -> Result<Option<(u64, u64)>> {
    let mut at = from;
    while at + 8 <= to {
        file.seek(SeekFrom::Start(at)).map_err(io)?;
        let mut header = [0u8; 16];
        let read = read_up_to(file, &mut header)?;
        if read < 8 {
            return Ok(None);
        }
        let mut size = u64::from(u32::from_be_bytes(header[..4].try_into().expect("4 bytes")));
        let mut body = 8;
        if size == 1 && read == 16 {
            size = u64::from_be_bytes(header[8..16].try_into().expect("8 bytes"));
            body = 16;
        } else if size == 0 {
            size = to - at;
        }
        if size < body || at + size > to {
            return Ok(None);
        }
        if &header[4..8] == name {
            return Ok(Some((at + body, size - body)));
        }
        at += size;
    }
    Ok(None)
}

#[cfg(test)]
pub(crate) mod tests {
    use std::io::Cursor;

    use super::*;

    /// `frames` MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz: 417 bytes and 1152 samples each.
    pub fn mp3(frames: usize) -> Vec<u8> {
        let mut frame = vec![0u8; 417];
        frame[..4].copy_from_slice(&[0xff, 0xfb, 0x90, 0x00]);
        frame.repeat(frames)
    }

    fn mp4(timescale: u32, duration: u32) -> Vec<u8> {
        let mut mvhd = vec![0u8; 100];
        mvhd[12..16].copy_from_slice(&timescale.to_be_bytes());
        mvhd[16..20].copy_from_slice(&duration.to_be_bytes());
        let boxed = |name: &[u8], body: &[u8]| {
            let mut out = ((body.len() + 8) as u32).to_be_bytes().to_vec();
            out.extend_from_slice(name);
            out.extend_from_slice(body);
            out
        };
        let mut file = boxed(b"ftyp", b"M4A \0\0\0\0");
        file.extend(boxed(b"free", &[0; 20]));
        file.extend(boxed(b"moov", &boxed(b"mvhd", &mvhd)));
        file.extend(boxed(b"mdat", &[1; 64]));
        file
    }

    #[test]
    fn an_mp3_lasts_as_long_as_its_frames() {
        let info = probe(&mut Cursor::new(mp3(383))).unwrap();
        assert_eq!(info.mime, MP3);
        assert!((info.seconds - 383.0 * 1152.0 / 44100.0).abs() < 1e-9);
        // Behind an ID3v2 tag, with an ID3v1 tag at the end.
        let mut tagged = b"ID3\x04\0\0\0\0\0\x0a".to_vec();
        tagged.extend([0u8; 10]);
        tagged.extend(mp3(10));
        tagged.extend(b"TAG");
        tagged.extend([0u8; 125]);
        assert!((probe(&mut Cursor::new(tagged)).unwrap().seconds - 10.0 * 1152.0 / 44100.0).abs() < 1e-9);
    }

    #[test]
    fn an_m4a_lasts_as_its_movie_header_says() {
        let info = probe(&mut Cursor::new(mp4(44_100, 44_100 * 90))).unwrap();
        assert_eq!((info.mime, info.seconds), (M4A, 90.0));
        assert_eq!(info.extension(), "m4a");
    }

    #[test]
    fn other_files_are_refused() {
        for bytes in [
            b"<html>not audio</html>".to_vec(),
            vec![0xff, 0xfb, 0x90, 0x00, 1, 2, 3],
            Vec::new(),
        ] {
            assert!(
                probe(&mut Cursor::new(bytes))
                    .unwrap_err()
                    .to_string()
                    .contains("MP3 or M4A")
            );
        }
        let mut broken = mp3(5);
        broken.extend([7u8; 50]);
        assert!(probe(&mut Cursor::new(broken)).is_err());
    }
}
