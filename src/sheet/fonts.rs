//! The embedded fonts (DejaVu Sans and DejaVu Sans Bold) and text measuring with their
//! own glyph advances, so columns align and long text is shortened, never overflowing.

use std::borrow::Cow;
use std::sync::OnceLock;

use printpdf::ParsedFont;

use crate::Result;
use crate::error::SheetFault;

const REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Characters whose advances are looked up once (Latin, Latin-1, Latin Extended-A/B).
const CACHED: usize = 0x250;

/// The ellipsis put at the end of shortened text.
pub const ELLIPSIS: char = '…';

/// One font face with its advances in em.
pub struct Face {
    pub parsed: ParsedFont,
    units_per_em: f32,
    cached: Vec<f32>,
}

impl Face {
    fn load(bytes: &[u8], name: &'static str) -> std::result::Result<Face, SheetFault> {
        let mut warnings = Vec::new();
        let parsed =
            ParsedFont::from_bytes(bytes, 0, &mut warnings).ok_or(SheetFault::FontLoad { name })?;
        let units_per_em = f32::from(parsed.pdf_font_metrics.units_per_em.max(1));
        let mut face = Face {
            parsed,
            units_per_em,
            cached: Vec::new(),
        };
        face.cached = (0..CACHED as u32).map(|code| face.lookup(code)).collect();
        Ok(face)
    }

    /// The advance of one character in em; a character the font lacks takes the
    /// width of the glyph drawn in its place (.notdef).
    fn lookup(&self, code: u32) -> f32 {
        let glyph = self.parsed.lookup_glyph_index(code).unwrap_or(0);
        f32::from(self.parsed.get_horizontal_advance(glyph)) / self.units_per_em
    }

    fn advance(&self, c: char) -> f32 {
        let code = c as u32;
        match self.cached.get(code as usize) {
            Some(width) => *width,
            None => self.lookup(code),
        }
    }

    /// The width of `text` set at `size` points, in points.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        text.chars().map(|c| self.advance(c)).sum::<f32>() * size
    }
}

/// Both faces the documents use.
pub struct Fonts {
    pub regular: Face,
    pub bold: Face,
}

impl Fonts {
    pub fn face(&self, bold: bool) -> &Face {
        if bold { &self.bold } else { &self.regular }
    }
}

static FONTS: OnceLock<std::result::Result<Fonts, SheetFault>> = OnceLock::new();

/// The fonts, parsed once per process.
pub fn fonts() -> Result<&'static Fonts> {
    FONTS
        .get_or_init(|| {
            Ok(Fonts {
                regular: Face::load(REGULAR, "DejaVu Sans")?,
                bold: Face::load(BOLD, "DejaVu Sans Bold")?,
            })
        })
        .as_ref()
        .map_err(|fault| fault.clone().into())
}

/// `text` as it fits in `max` (as `width` measures it): whole, or cut at a character
/// boundary with an ellipsis; trailing blanks before the ellipsis are dropped. When not
/// even the ellipsis fits, nothing is left.
pub fn fit_with<'t>(text: &'t str, max: f32, width: impl Fn(&str) -> f32) -> Cow<'t, str> {
    if width(text) <= max {
        return Cow::Borrowed(text);
    }
    let ellipsis = ELLIPSIS.to_string();
    if width(&ellipsis) > max {
        return Cow::Borrowed("");
    }
    let ends: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
    // The longest prefix that fits with the ellipsis (binary search on the cut); the
    // whole text does not fit, so at least its last character goes.
    let (mut low, mut high) = (0usize, ends.len().saturating_sub(1));
    while low < high {
        let mid = (low + high).div_ceil(2);
        let candidate = format!("{}{ELLIPSIS}", text[..ends[mid]].trim_end());
        if width(&candidate) <= max {
            low = mid;
        } else {
            high = mid - 1;
        }
    }
    Cow::Owned(format!("{}{ELLIPSIS}", text[..ends[low]].trim_end()))
}

/// `text` broken into lines no wider than `max` (words kept whole; a word wider than a
/// line is shortened with an ellipsis). At most `max_lines` lines (0: no limit): the
/// last one then ends with an ellipsis.
pub fn wrap_with(
    text: &str,
    max: f32,
    max_lines: usize,
    width: impl Fn(&str) -> f32,
) -> Vec<String> {
    wrap_after(text, max, max, max_lines, width)
}

/// Like [`wrap_with`], with only `first` points left on the first line (text set
/// after a run-in heading). The first line may be empty when not even a word fits.
pub fn wrap_after(
    text: &str,
    first: f32,
    max: f32,
    max_lines: usize,
    width: impl Fn(&str) -> f32,
) -> Vec<String> {
    let room = |lines: &Vec<String>| if lines.is_empty() { first } else { max };
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let candidate = if current.is_empty() {
            word.to_string()
        } else {
            format!("{current} {word}")
        };
        let alone_on_a_full_line = current.is_empty() && (!lines.is_empty() || first >= max);
        if width(&candidate) <= room(&lines) || alone_on_a_full_line {
            current = candidate;
        } else {
            lines.push(std::mem::take(&mut current));
            current = word.to_string();
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    if max_lines > 0 && lines.len() > max_lines {
        // What is left spans several lines, so it cannot fit on one: it gets the ellipsis.
        let rest = lines.split_off(max_lines - 1).join(" ");
        let limit = room(&lines);
        lines.push(fit_with(&rest, limit, &width).into_owned());
    }
    lines
        .into_iter()
        .enumerate()
        .map(|(i, line)| {
            let limit = if i == 0 { first } else { max };
            fit_with(&line, limit, &width).into_owned()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character is 1 wide.
    fn chars(text: &str) -> f32 {
        text.chars().count() as f32
    }

    #[test]
    fn short_text_is_kept_whole() {
        assert_eq!(fit_with("Zoé", 3.0, chars), "Zoé");
        assert!(matches!(fit_with("Zoé", 10.0, chars), Cow::Borrowed(_)));
    }

    #[test]
    fn long_text_ends_with_an_ellipsis_and_fits() {
        let cut = fit_with("Kalimarin Deep Ones", 8.0, chars);
        assert_eq!(cut, "Kalimar…");
        assert!(chars(&cut) <= 8.0);
        // A blank before the cut is dropped.
        assert_eq!(fit_with("Deep Ones", 6.0, chars), "Deep…");
    }

    #[test]
    fn a_narrow_ellipsis_replaces_only_the_last_character() {
        let width = |t: &str| {
            t.chars()
                .map(|c| if c == ELLIPSIS { 0.5 } else { 1.0 })
                .sum()
        };
        assert_eq!(fit_with("abcd", 3.5, width), "abc…");
        assert_eq!(fit_with("a", 0.6, width), "…");
    }

    #[test]
    fn nothing_when_not_even_the_ellipsis_fits() {
        assert_eq!(fit_with("Zoé", 0.5, chars), "");
        assert_eq!(fit_with("Zoé", 1.0, chars), "…");
    }

    #[test]
    fn wraps_on_words_and_marks_what_is_left_out() {
        let lines = wrap_with("one two three four five", 9.0, 0, chars);
        assert_eq!(lines, ["one two", "three", "four five"]);
        let lines = wrap_with("one two three four five", 9.0, 2, chars);
        assert_eq!(lines, ["one two", "three fo…"]);
        assert!(lines.iter().all(|l| chars(l) <= 9.0));
        let lines = wrap_with("incomprehensibilities", 6.0, 0, chars);
        assert_eq!(lines, ["incom…"]);
    }

    #[test]
    fn wraps_after_a_run_in_heading() {
        let lines = wrap_after("one two three", 4.0, 9.0, 0, chars);
        assert_eq!(lines, ["one", "two three"]);
        let lines = wrap_after("three two", 2.0, 9.0, 0, chars);
        assert_eq!(lines, ["", "three two"]);
    }

    #[test]
    fn dejavu_advances_measure_real_text() {
        let fonts = fonts().expect("the embedded fonts load");
        let narrow = fonts.regular.width("iiii", 10.0);
        let wide = fonts.regular.width("MMMM", 10.0);
        assert!(narrow > 0.0 && wide > 2.0 * narrow);
        assert!(fonts.bold.width("Zoé", 10.0) > fonts.regular.width("Zoé", 10.0));
        // An accented letter is as wide as its base letter in DejaVu Sans.
        let e = fonts.regular.width("e", 10.0);
        assert!((fonts.regular.width("é", 10.0) - e).abs() < 0.01);
        // Shortened text fits the width it was cut for.
        let name = "Kalimarin Deep Ones of the Abyssal Trench";
        let cut = fit_with(name, 60.0, |t| fonts.regular.width(t, 8.0));
        assert!(cut.ends_with(ELLIPSIS));
        assert!(fonts.regular.width(&cut, 8.0) <= 60.0);
    }
}
