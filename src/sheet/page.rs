//! A writer that lays out pages top-down in points: text (measured, aligned, shortened
//! to fit), rules and boxes, page breaks, and a footer per document section.

use printpdf::{
    Color, FontId, Greyscale, Line, LinePoint, Mm, Op, PaintMode, PdfDocument, PdfFontHandle,
    PdfPage, PdfSaveOptions, Point, Pt, Rect, TextItem,
};

use super::fonts::{Fonts, fit_with, fonts, wrap_with};
use super::tr::L;
use super::{Paper, SheetOptions};
use crate::Result;
use crate::data::Lang;
use crate::tr::{Words, fill_shown};

/// Page margin, in points (about 13 mm).
pub const MARGIN: f32 = 36.0;
/// Room kept at the bottom of each page for the footer.
const FOOTER: f32 = 18.0;

/// How a piece of text is set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    pub size: f32,
    pub bold: bool,
    /// 0 black … 1 white.
    pub grey: f32,
}

impl Style {
    pub const fn new(size: f32) -> Style {
        Style {
            size,
            bold: false,
            grey: 0.0,
        }
    }

    pub const fn bold(self) -> Style {
        Style { bold: true, ..self }
    }

    pub const fn grey(self, grey: f32) -> Style {
        Style { grey, ..self }
    }
}

/// Where text sits in the width it is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
    Center,
}

/// Builds one PDF document.
pub struct Writer {
    doc: PdfDocument,
    fonts: &'static Fonts,
    regular: FontId,
    bold: FontId,
    pub lang: Lang,
    pub width: f32,
    pub height: f32,
    pages: Vec<Vec<Op>>,
    ops: Vec<Op>,
    /// Distance from the top of the page to the next line's top, in points.
    pub y: f32,
    /// Index of the first page of the current section.
    section_start: usize,
}

impl Writer {
    pub fn new(title: &str, options: &SheetOptions) -> Result<Writer> {
        let fonts = fonts()?;
        let mut doc = PdfDocument::new(title);
        let regular = doc.add_font(&fonts.regular.parsed);
        let bold = doc.add_font(&fonts.bold.parsed);
        let (width, height) = options.paper.size_pt();
        Ok(Writer {
            doc,
            fonts,
            regular,
            bold,
            lang: options.lang,
            width,
            height,
            pages: Vec::new(),
            ops: Vec::new(),
            y: MARGIN,
            section_start: 0,
        })
    }

    /// The left edge of the printable area.
    pub fn left(&self) -> f32 {
        MARGIN
    }

    /// The width between the margins.
    pub fn inner_width(&self) -> f32 {
        self.width - 2.0 * MARGIN
    }

    /// The lowest `y` content may reach.
    pub fn bottom(&self) -> f32 {
        self.height - MARGIN - FOOTER
    }

    /// A label of any of the documents' tables, in the document's language.
    pub fn t(&self, label: impl Words) -> &'static str {
        label.words(self.lang)
    }

    /// A label with its `{}` filled in order.
    pub fn tf(&self, label: impl Words, args: &[&dyn std::fmt::Display]) -> String {
        fill_shown(label.words(self.lang), args)
    }

    /// The width of `text` in `style`, in points.
    pub fn measure(&self, text: &str, style: Style) -> f32 {
        self.fonts.face(style.bold).width(text, style.size)
    }

    /// `text` shortened with an ellipsis to fit `width`.
    pub fn fit(&self, text: &str, width: f32, style: Style) -> String {
        let face = self.fonts.face(style.bold);
        fit_with(text, width, |t| face.width(t, style.size)).into_owned()
    }

    /// `text` broken into at most `max_lines` lines of `width` (0: no limit).
    pub fn wrap(&self, text: &str, width: f32, style: Style, max_lines: usize) -> Vec<String> {
        let face = self.fonts.face(style.bold);
        wrap_with(text, width, max_lines, |t| face.width(t, style.size))
    }

    /// Starts a new page when fewer than `height` points are left on this one; true
    /// when it did.
    pub fn ensure(&mut self, height: f32) -> bool {
        if self.y + height > self.bottom() && !self.ops.is_empty() {
            self.new_page();
            return true;
        }
        false
    }

    pub fn new_page(&mut self) {
        let ops = std::mem::take(&mut self.ops);
        self.pages.push(ops);
        self.y = MARGIN;
    }

    /// Draws `text` with its baseline at `baseline` (from the top), starting at `x`.
    pub fn text(&mut self, x: f32, baseline: f32, text: &str, style: Style) {
        self.text_in(x, baseline, text, style, grey(style.grey));
    }

    /// Draws `text` like [`Writer::text`], filled with `col` (a chart's ink).
    pub fn text_in(&mut self, x: f32, baseline: f32, text: &str, style: Style, col: Color) {
        if text.is_empty() {
            return;
        }
        let font = if style.bold {
            self.bold.clone()
        } else {
            self.regular.clone()
        };
        let y = self.height - baseline;
        self.ops.extend([
            Op::StartTextSection,
            Op::SetFillColor { col },
            Op::SetFont {
                font: PdfFontHandle::External(font),
                size: Pt(style.size),
            },
            Op::SetTextCursor {
                pos: Point { x: Pt(x), y: Pt(y) },
            },
            Op::ShowText {
                items: vec![TextItem::Text(text.to_string())],
            },
            Op::EndTextSection,
        ]);
    }

    /// Draws `text` aligned in `width`: whole, set smaller when it must be (down to
    /// three quarters of its size, never below 5 points), and shortened with an
    /// ellipsis only past that, so a name is not cut where shrinking can keep it.
    pub fn cell(
        &mut self,
        x: f32,
        baseline: f32,
        width: f32,
        text: &str,
        style: Style,
        align: Align,
    ) {
        let smallest = (style.size * 0.75).max(5.0).min(style.size);
        self.cell_shrinking(x, baseline, width, text, style, align, smallest);
    }

    /// Like [`Writer::cell`], but first sets the text smaller down to `smallest`
    /// points so it fits whole; only then is it shortened.
    #[allow(clippy::too_many_arguments)]
    pub fn cell_shrinking(
        &mut self,
        x: f32,
        baseline: f32,
        width: f32,
        text: &str,
        style: Style,
        align: Align,
        smallest: f32,
    ) {
        let mut style = style;
        while style.size > smallest && self.measure(text, style) > width {
            style.size = (style.size - 0.5).max(smallest);
        }
        let shown = self.fit(text, width, style);
        let used = self.measure(&shown, style);
        let start = match align {
            Align::Left => x,
            Align::Right => x + width - used,
            Align::Center => x + (width - used) / 2.0,
        };
        self.text(start, baseline, &shown, style);
    }

    /// A straight line from (x1, y1) to (x2, y2), `y` from the top.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), thickness: f32, shade: f32) {
        let point = |(x, y): (f32, f32)| LinePoint {
            p: Point {
                x: Pt(x),
                y: Pt(self.height - y),
            },
            bezier: false,
        };
        let line = Line {
            points: vec![point(from), point(to)],
            is_closed: false,
        };
        self.ops.extend([
            Op::SaveGraphicsState,
            Op::SetOutlineColor { col: grey(shade) },
            Op::SetOutlineThickness { pt: Pt(thickness) },
            Op::DrawLine { line },
            Op::RestoreGraphicsState,
        ]);
    }

    /// A rectangle with its top-left corner at (x, y): outlined, or filled with `fill`.
    pub fn rect(&mut self, x: f32, y: f32, width: f32, height: f32, fill: Option<f32>) {
        let rectangle = Rect {
            x: Pt(x),
            y: Pt(self.height - y - height),
            width: Pt(width),
            height: Pt(height),
            mode: Some(if fill.is_some() {
                PaintMode::Fill
            } else {
                PaintMode::Stroke
            }),
            winding_order: None,
        };
        self.ops.extend([
            Op::SaveGraphicsState,
            Op::SetFillColor {
                col: grey(fill.unwrap_or(1.0)),
            },
            Op::SetOutlineColor { col: grey(0.35) },
            Op::SetOutlineThickness { pt: Pt(0.6) },
            Op::DrawRectangle { rectangle },
            Op::RestoreGraphicsState,
        ]);
    }

    /// Adds drawing operations to the page as they are (a chart's lines and shapes).
    pub fn draw_ops(&mut self, ops: impl IntoIterator<Item = Op>) {
        self.ops.extend(ops);
    }

    /// A title line across the page: big bold text, then a rule.
    /// When the title cannot share its line with `right` even set smaller, `right`
    /// goes on a line of its own under it.
    pub fn title(&mut self, text: &str, right: &str) {
        let style = Style::new(17.0).bold();
        let right_style = Style::new(9.0).grey(0.3);
        let right_width = self
            .measure(right, right_style)
            .min(self.inner_width() / 2.0);
        let baseline = self.y + 17.0;
        let room = self.inner_width() - right_width - 12.0;
        let (left, width) = (self.left(), self.inner_width());
        let shared = self.measure(text, Style::new(13.0).bold()) <= room;
        let title_room = if shared { room } else { width };
        self.cell_shrinking(left, baseline, title_room, text, style, Align::Left, 12.0);
        let right_baseline = if shared { baseline } else { baseline + 13.0 };
        let x = left + width - right_width;
        self.cell(
            x,
            right_baseline,
            right_width,
            right,
            right_style,
            Align::Right,
        );
        self.y = right_baseline + 5.0;
        self.rule(1.2);
    }

    /// A heading for a part of the page.
    pub fn heading(&mut self, text: &str) {
        self.ensure(40.0);
        self.y += 8.0;
        let style = Style::new(10.5).bold();
        let (x, width) = (self.left(), self.inner_width());
        self.cell(x, self.y + 10.0, width, text, style, Align::Left);
        self.y += 14.0;
        self.rule(0.5);
    }

    /// A horizontal rule across the printable width at the current `y`.
    pub fn rule(&mut self, thickness: f32) {
        let (x1, x2) = (self.left(), self.left() + self.inner_width());
        self.line((x1, self.y), (x2, self.y), thickness, 0.2);
        self.y += 3.0;
    }

    /// One line of running text, shortened to the printable width.
    pub fn line_of_text(&mut self, text: &str, style: Style) {
        self.ensure(style.size + 4.0);
        let (x, width) = (self.left(), self.inner_width());
        self.cell(x, self.y + style.size, width, text, style, Align::Left);
        self.y += style.size + 3.5;
    }

    /// A paragraph wrapped to the printable width, indented by `indent`.
    pub fn paragraph(&mut self, text: &str, style: Style, indent: f32) {
        let width = self.inner_width() - indent;
        for line in self.wrap(text, width, style, 0) {
            self.ensure(style.size + 3.0);
            self.text(self.left() + indent, self.y + style.size, &line, style);
            self.y += style.size + 2.5;
        }
    }

    /// Ends a section (one team's sheet in a bundle): its pages get a footer with
    /// `label` and "page n of m", and the next content starts on a new page.
    pub fn end_section(&mut self, label: &str) {
        if !self.ops.is_empty() || self.pages.len() == self.section_start {
            self.new_page();
        }
        let count = self.pages.len() - self.section_start;
        let style = Style::new(7.0).grey(0.45);
        let baseline = self.height - MARGIN + 4.0;
        for index in 0..count {
            let page = self.section_start + index;
            let saved = std::mem::replace(&mut self.ops, std::mem::take(&mut self.pages[page]));
            let text = format!("{} · {}", label, self.tf(L::Page, &[&(index + 1), &count]));
            let (x, width) = (self.left(), self.inner_width());
            self.line((x, baseline - 9.0), (x + width, baseline - 9.0), 0.3, 0.6);
            self.cell(x, baseline, width, &text, style, Align::Right);
            self.cell(
                x,
                baseline,
                width / 2.0,
                self.t(L::PrintedBy),
                style,
                Align::Left,
            );
            self.pages[page] = std::mem::replace(&mut self.ops, saved);
        }
        self.section_start = self.pages.len();
    }

    /// The document's bytes.
    pub fn finish(mut self, label: &str) -> Vec<u8> {
        if !self.ops.is_empty() || self.pages.is_empty() {
            self.end_section(label);
        }
        let (width, height) = (Mm::from(Pt(self.width)), Mm::from(Pt(self.height)));
        let pages = std::mem::take(&mut self.pages)
            .into_iter()
            .map(|ops| PdfPage::new(width, height, ops))
            .collect();
        let mut warnings = Vec::new();
        self.doc
            .with_pages(pages)
            .save(&PdfSaveOptions::default(), &mut warnings)
    }
}

fn grey(percent: f32) -> Color {
    Color::Greyscale(Greyscale {
        percent,
        icc_profile: None,
    })
}

impl Paper {
    /// Width and height in points.
    pub fn size_pt(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }
}
