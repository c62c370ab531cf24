//! Uploaded image decoding under generated damage (issue 14, parsers under fuzzing): a JPEG,
//! PNG, GIF or WebP file cut short, with bytes changed or spliced together, or a JPEG claiming
//! any size, is refused as an invalid file or read into WebP variants no wider than the widest
//! the site uses; never a panic. `PROPTEST_CASES` sets how many inputs.

use std::sync::LazyLock;

use image::codecs::gif::GifEncoder;
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbaImage};
use proptest::prelude::*;

use super::{WIDTHS, process};
use crate::Error;

const SIDE: (u32, u32) = (24, 16);

/// The same small picture in each format an upload may have.
static IMAGES: LazyLock<Vec<Vec<u8>>> = LazyLock::new(|| {
    let (width, height) = SIDE;
    let pixels = RgbaImage::from_fn(width, height, |x, y| {
        image::Rgba([(x * 10) as u8, (y * 15) as u8, 90, 200])
    });
    let rgb = image::DynamicImage::ImageRgba8(pixels.clone()).to_rgb8();
    let mut png = Vec::new();
    PngEncoder::new(&mut png)
        .write_image(&pixels, width, height, ExtendedColorType::Rgba8)
        .unwrap();
    let mut jpeg = Vec::new();
    JpegEncoder::new_with_quality(&mut jpeg, 80)
        .write_image(&rgb, width, height, ExtendedColorType::Rgb8)
        .unwrap();
    let mut gif = Vec::new();
    GifEncoder::new(&mut gif)
        .encode(&pixels, width, height, ExtendedColorType::Rgba8)
        .unwrap();
    let webp = webp::Encoder::from_rgba(&pixels, width, height).encode(80.0).to_vec();
    vec![jpeg, png, gif, webp]
});

/// Processes `bytes` as an upload: refused as an invalid file, or read into sound variants.
fn upload(bytes: &[u8]) -> Result<(), TestCaseError> {
    match process(bytes) {
        Ok(processed) => {
            prop_assert!(processed.width <= WIDTHS[WIDTHS.len() - 1]);
            prop_assert!(processed.width > 0 && processed.height > 0);
            for (width, webp) in &processed.variants {
                let decoded = image::load_from_memory(webp).unwrap();
                prop_assert_eq!(decoded.width(), *width);
            }
        }
        Err(err) => prop_assert!(
            matches!(&err, Error::Invalid { field, .. } if field == "file"),
            "{err:?}"
        ),
    }
    Ok(())
}

/// The place of the JPEG's frame header (SOF0), where its height and width are written.
fn frame_header(jpeg: &[u8]) -> usize {
    jpeg.windows(2).position(|pair| pair == [0xFF, 0xC0]).unwrap()
}

proptest! {
    #[test]
    fn an_image_cut_short_is_refused_or_read(format in 0..4usize, cut in 0.0..1.0f64) {
        let image = &IMAGES[format];
        upload(&image[..(cut * image.len() as f64) as usize])?;
    }

    #[test]
    fn an_image_with_changed_bytes_is_refused_or_read(
        format in 0..4usize,
        changes in prop::collection::vec((0.0..1.0f64, 1..=255u8), 1..6),
    ) {
        let mut image = IMAGES[format].clone();
        for (at, flip) in changes {
            let at = (at * image.len() as f64) as usize;
            image[at] ^= flip;
        }
        upload(&image)?;
    }

    #[test]
    fn images_spliced_together_are_refused_or_read(first in 0..4usize, second in 0..4usize, at in 0.0..1.0f64) {
        let (head, tail) = (&IMAGES[first], &IMAGES[second]);
        let at = (at * head.len() as f64) as usize;
        upload(&[&head[..at], &tail[at.min(tail.len())..]].concat())?;
    }

    #[test]
    fn a_jpeg_claiming_any_size_is_refused_or_read(height in 0..512u16, width in 0..512u16) {
        let mut jpeg = IMAGES[0].clone();
        let at = frame_header(&jpeg) + 5;
        jpeg[at..at + 2].copy_from_slice(&height.to_be_bytes());
        jpeg[at + 2..at + 4].copy_from_slice(&width.to_be_bytes());
        upload(&jpeg)?;
    }
}

/// A few hundred bytes claiming a canvas past the limit are refused before it is allocated.
#[test]
fn a_jpeg_claiming_a_huge_canvas_is_refused() {
    let mut jpeg = IMAGES[0].clone();
    let at = frame_header(&jpeg) + 5;
    jpeg[at..at + 4].copy_from_slice(&[0xFF, 0xFF, 0xFF, 0xFF]);
    assert!(matches!(process(&jpeg), Err(Error::Invalid { field, .. }) if field == "file"));
}
