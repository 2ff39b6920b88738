//! A chart in the window: an iced canvas that draws a `crate::chart::Chart` as its
//! layout lays it out (lines, paths, markers, texts, bars), in the chart colours of the
//! window's theme, and shows the value under the pointer in a small box. The drawing is
//! kept in a cache per theme, so a frame where nothing changed costs almost nothing.

use iced::alignment::Vertical;
use iced::mouse;
use iced::widget::canvas::{self, Cache, Frame, Geometry, LineDash, Path};
use iced::{Color, Element, Length, Point, Rectangle, Renderer, Size, Theme};

use super::style::{colors, size, space};
use super::tr::texts;
use crate::chart::{self, Anchor, Chart, ChartColours, Hover, Ink, Mark, Marker, Rgb};
use crate::data::Lang;

texts! { ChartTip {
    Point => "{}: {}", "{} : {}";
    Place => "{} {}", "{} {}";
} }

/// How tall a chart stands on a screen.
pub const CHART_HEIGHT: f32 = 320.0;

/// Room kept free at the frame's right, for a legend's text a little wider than the
/// layout's estimate of it.
const RIGHT_ROOM: f32 = space::L;

/// The size the layout lays the chart out in: the frame less its right room.
fn laid_out(bounds: Size) -> (f32, f32) {
    ((bounds.width - RIGHT_ROOM).max(0.0), bounds.height)
}

/// A chart and its drawing, kept by the screen that shows it so the drawing survives
/// from one frame to the next.
pub struct ChartView {
    chart: Chart,
    lang: Lang,
    light: Cache,
    dark: Cache,
}

impl std::fmt::Debug for ChartView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ChartView")
            .field("chart", &self.chart)
            .finish()
    }
}

impl ChartView {
    pub fn new(chart: Chart, lang: Lang) -> ChartView {
        ChartView {
            chart,
            lang,
            light: Cache::new(),
            dark: Cache::new(),
        }
    }

    pub fn chart(&self) -> &Chart {
        &self.chart
    }

    /// The chart on a canvas as wide as its place.
    pub fn view<M: 'static>(&self) -> Element<'_, M> {
        canvas::Canvas::new(self)
            .width(Length::Fill)
            .height(Length::Fixed(CHART_HEIGHT))
            .into()
    }

    /// The words of the box shown over a point: the series (or bar), where, and the value.
    pub fn tip(&self, hover: &Hover) -> String {
        let value = number(hover.value);
        match &self.chart {
            Chart::Lines(lines) => {
                let place = ChartTip::Place.fill(self.lang, &[&lines.x_title, &hover.label]);
                let series = hover
                    .series
                    .and_then(|s| lines.series.get(s))
                    .map(|s| s.label.as_str())
                    .unwrap_or_default();
                let said = ChartTip::Point.fill(self.lang, &[&place, &value]);
                match series.is_empty() {
                    true => said,
                    false => format!("{series}\n{said}"),
                }
            }
            Chart::Bars(bars) => {
                let said = ChartTip::Point.fill(self.lang, &[&hover.label, &value]);
                format!("{}\n{said}", bars.y_title)
            }
        }
    }

    fn cache(&self, dark: bool) -> &Cache {
        if dark { &self.dark } else { &self.light }
    }
}

fn number(value: f64) -> String {
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value:.1}")
    }
}

fn colour(rgb: Rgb) -> Color {
    Color::from_rgb8(rgb.0, rgb.1, rgb.2)
}

/// The chart colours of the window's theme.
pub fn chart_colours(theme: &Theme) -> &'static ChartColours {
    if colors(theme).dark {
        &chart::palette::DARK
    } else {
        &chart::palette::LIGHT
    }
}

/// Draws every mark of a layout into `frame`.
pub fn draw_marks(frame: &mut Frame, marks: &[Mark], colours: &ChartColours) {
    for mark in marks {
        draw_mark(frame, mark, colours);
    }
}

fn point((x, y): (f32, f32)) -> Point {
    Point::new(x, y)
}

fn draw_mark(frame: &mut Frame, mark: &Mark, colours: &ChartColours) {
    let ink = |ink: Ink| colour(ink.colour(colours));
    match mark {
        Mark::Line { from, to, stroke } => stroke_path(
            frame,
            &Path::line(point(*from), point(*to)),
            stroke,
            colours,
        ),
        Mark::Path { points, stroke } => {
            let path = Path::new(|builder| {
                for (index, at) in points.iter().enumerate() {
                    match index {
                        0 => builder.move_to(point(*at)),
                        _ => builder.line_to(point(*at)),
                    }
                }
            });
            stroke_path(frame, &path, stroke, colours);
        }
        Mark::Dot {
            at,
            marker,
            size,
            ink: dot,
        } => frame.fill(&marker_path(*marker, *at, *size), ink(*dot)),
        Mark::Rect {
            at,
            size,
            ink: fill,
        } => frame.fill_rectangle(point(*at), Size::new(size.0, size.1), ink(*fill)),
        Mark::Text {
            at,
            text,
            size,
            anchor,
            ink: text_ink,
            bold,
        } => frame.fill_text(canvas::Text {
            content: text.clone(),
            // The layout gives the baseline; iced hangs a text from its box's bottom.
            position: Point::new(at.0, at.1 + size * 0.35),
            color: ink(*text_ink),
            size: (*size).into(),
            font: match bold {
                true => iced::Font {
                    weight: iced::font::Weight::Bold,
                    ..iced::Font::DEFAULT
                },
                false => iced::Font::DEFAULT,
            },
            align_x: match anchor {
                Anchor::Start => iced::widget::text::Alignment::Left,
                Anchor::Middle => iced::widget::text::Alignment::Center,
                Anchor::End => iced::widget::text::Alignment::Right,
            },
            align_y: Vertical::Bottom,
            ..canvas::Text::default()
        }),
    }
}

fn stroke_path(frame: &mut Frame, path: &Path, stroke: &chart::Stroke, colours: &ChartColours) {
    let segments: Vec<f32> = stroke
        .dash
        .pattern()
        .iter()
        .map(|length| length * stroke.width)
        .collect();
    frame.stroke(
        path,
        canvas::Stroke {
            line_dash: LineDash {
                segments: &segments,
                offset: 0,
            },
            line_join: canvas::LineJoin::Round,
            ..canvas::Stroke::default()
                .with_color(colour(stroke.ink.colour(colours)))
                .with_width(stroke.width)
        },
    );
}

/// A marker of `size` (its width) centred on `at`.
fn marker_path(marker: Marker, (x, y): (f32, f32), size: f32) -> Path {
    let half = size / 2.0;
    match marker {
        Marker::Circle => Path::circle(Point::new(x, y), half),
        Marker::Square => Path::rectangle(Point::new(x - half, y - half), Size::new(size, size)),
        Marker::Triangle => Path::new(|b| {
            b.move_to(Point::new(x, y - half * 1.15));
            b.line_to(Point::new(x + half * 1.15, y + half * 0.85));
            b.line_to(Point::new(x - half * 1.15, y + half * 0.85));
            b.close();
        }),
        Marker::Diamond => Path::new(|b| {
            b.move_to(Point::new(x, y - half * 1.3));
            b.line_to(Point::new(x + half * 1.3, y));
            b.line_to(Point::new(x, y + half * 1.3));
            b.line_to(Point::new(x - half * 1.3, y));
            b.close();
        }),
    }
}

/// The value box over the hovered point, kept inside the frame.
fn draw_tip(frame: &mut Frame, theme: &Theme, hover: &Hover, words: &str) {
    let c = colors(theme);
    let lines: Vec<&str> = words.lines().collect();
    let longest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0) as f32;
    let line_height = size::LABEL * 1.3;
    let width = longest * size::LABEL * 0.6 + 2.0 * space::S;
    let height = lines.len() as f32 * line_height + 2.0 * space::XS;
    let (w, h) = (frame.width(), frame.height());
    let mut x = hover.at.0 + space::S;
    if x + width > w {
        x = (hover.at.0 - space::S - width).max(0.0);
    }
    let y = (hover.at.1 - height - space::S).clamp(0.0, (h - height).max(0.0));
    frame.fill(&Path::circle(point(hover.at), space::XS + 1.0), c.text);
    let area = Path::rounded_rectangle(Point::new(x, y), Size::new(width, height), 4.0.into());
    frame.fill(&area, c.surface_alt);
    frame.stroke(
        &area,
        canvas::Stroke::default()
            .with_color(c.border)
            .with_width(1.0),
    );
    for (index, line) in lines.iter().enumerate() {
        frame.fill_text(canvas::Text {
            content: line.to_string(),
            position: Point::new(x + space::S, y + space::XS + index as f32 * line_height),
            color: c.text,
            size: size::LABEL.into(),
            ..canvas::Text::default()
        });
    }
}

/// What the canvas remembers between frames: the point under the pointer.
#[derive(Debug, Default)]
pub struct Pointer {
    hover: Option<Hover>,
}

impl<M> canvas::Program<M> for ChartView {
    type State = Pointer;

    fn update(
        &self,
        state: &mut Pointer,
        event: &canvas::Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<M>> {
        let canvas::Event::Mouse(_) = event else {
            return None;
        };
        let hover = cursor.position_in(bounds).and_then(|at| {
            let (width, height) = laid_out(bounds.size());
            chart::hover(&self.chart, width, height, (at.x, at.y))
        });
        if hover == state.hover {
            return None;
        }
        state.hover = hover;
        Some(canvas::Action::request_redraw())
    }

    fn draw(
        &self,
        state: &Pointer,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let colours = chart_colours(theme);
        let drawn = self
            .cache(colors(theme).dark)
            .draw(renderer, bounds.size(), |frame| {
                let (width, height) = laid_out(frame.size());
                let marks = chart::layout(&self.chart, width, height);
                draw_marks(frame, &marks, colours);
            });
        let Some(hover) = &state.hover else {
            return vec![drawn];
        };
        let mut tip = Frame::new(renderer, bounds.size());
        draw_tip(&mut tip, theme, hover, &self.tip(hover));
        vec![drawn, tip.into_geometry()]
    }

    fn mouse_interaction(
        &self,
        state: &Pointer,
        _bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        match state.hover {
            Some(_) => mouse::Interaction::Crosshair,
            None => mouse::Interaction::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::{BarChart, LineChart, Series};

    #[test]
    fn the_tip_texts_are_complete() {
        crate::tr::assert_complete(ChartTip::ALL);
    }

    fn lines() -> Chart {
        Chart::Lines(LineChart {
            title: "Race".into(),
            x_labels: vec!["1".into(), "2".into()],
            x_title: "Round".into(),
            y_title: "Points".into(),
            series: vec![Series {
                label: "Orcs".into(),
                values: vec![Some(3.0), Some(4.5)],
                colour: None,
            }],
            y_inverted: false,
            highlight: None,
        })
    }

    #[test]
    fn the_tip_names_the_series_the_place_and_the_value_in_the_users_language() {
        let view = ChartView::new(lines(), Lang::Fr);
        let hover = chart::hover(view.chart(), 600.0, 300.0, (0.0, 0.0));
        assert!(hover.is_none(), "nothing is under the frame's corner");
        let marks = chart::layout(view.chart(), 600.0, 300.0);
        let dot = marks
            .iter()
            .find_map(|m| match m {
                Mark::Dot { at, .. } => Some(*at),
                _ => None,
            })
            .expect("a marker");
        let hover = chart::hover(view.chart(), 600.0, 300.0, dot).expect("the point");
        assert_eq!(view.tip(&hover), "Orcs\nRound 1 : 3");
        let bars = ChartView::new(
            Chart::Bars(BarChart {
                title: "Margins".into(),
                y_title: "Matches".into(),
                bars: vec![("Draw".into(), 2.0)],
            }),
            Lang::En,
        );
        let hover = Hover {
            series: None,
            index: 0,
            at: (1.0, 1.0),
            label: "Draw".into(),
            value: 2.0,
        };
        assert_eq!(bars.tip(&hover), "Matches\nDraw: 2");
    }

    #[test]
    fn each_marker_is_a_closed_shape_of_its_size() {
        for marker in [
            Marker::Circle,
            Marker::Square,
            Marker::Triangle,
            Marker::Diamond,
        ] {
            let path = marker_path(marker, (10.0, 10.0), 8.0);
            let points: Vec<_> = path.raw().iter().map(|e| e.from()).collect();
            let (xs, ys): (Vec<f32>, Vec<f32>) = points.iter().map(|p| (p.x, p.y)).unzip();
            let wide = xs.iter().cloned().fold(f32::MIN, f32::max)
                - xs.iter().cloned().fold(f32::MAX, f32::min);
            let tall = ys.iter().cloned().fold(f32::MIN, f32::max)
                - ys.iter().cloned().fold(f32::MAX, f32::min);
            assert!((4.0..=12.0).contains(&wide), "{marker:?} is {wide} wide");
            assert!((4.0..=12.0).contains(&tall), "{marker:?} is {tall} tall");
        }
    }
}
