//! Lays a chart out in a frame: where the plot, its axes, its lines or bars, its legend
//! and its texts go. Sizes are in the renderer's units (pixels, points); texts' widths
//! are estimated from their length, so a renderer's font should be about as wide.

use super::axis::{Ticks, nice_ticks};
use super::palette::{ChartColours, Dash, Marker, readable, series_look};
use super::{BarChart, Chart, LineChart};

/// Which colour a mark takes from the theme's `ChartColours`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    Text,
    Muted,
    Grid,
    Faded,
    /// A series colour slot.
    Series(usize),
    /// A team's own colour, with the slot to use where it does not read.
    Own(super::Rgb, usize),
}

impl Ink {
    pub fn colour(self, colours: &ChartColours) -> super::Rgb {
        match self {
            Ink::Text => colours.text,
            Ink::Muted => colours.muted,
            Ink::Grid => colours.grid,
            Ink::Faded => colours.faded,
            Ink::Series(slot) => colours.series[slot % 8],
            Ink::Own(colour, slot) => readable(colour, colours).unwrap_or(colours.series[slot % 8]),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stroke {
    pub ink: Ink,
    pub width: f32,
    pub dash: Dash,
}

/// Where a text hangs from its point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// One thing to draw. `y` grows downwards from the frame's top.
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    Line {
        from: (f32, f32),
        to: (f32, f32),
        stroke: Stroke,
    },
    Path {
        points: Vec<(f32, f32)>,
        stroke: Stroke,
    },
    Dot {
        at: (f32, f32),
        marker: Marker,
        size: f32,
        ink: Ink,
    },
    Text {
        at: (f32, f32),
        text: String,
        size: f32,
        anchor: Anchor,
        ink: Ink,
        bold: bool,
    },
    Rect {
        at: (f32, f32),
        size: (f32, f32),
        ink: Ink,
    },
}

/// What the pointer is over: a series' point (or a bar), its x label and value.
#[derive(Debug, Clone, PartialEq)]
pub struct Hover {
    pub series: Option<usize>,
    pub index: usize,
    pub at: (f32, f32),
    pub label: String,
    pub value: f64,
}

const TITLE: f32 = 14.0;
const SMALL: f32 = 11.0;
const PAD: f32 = 8.0;

/// About how wide a text is at a size.
fn text_width(text: &str, size: f32) -> f32 {
    text.chars().count() as f32 * size * 0.58
}

fn tick_label(value: f64) -> String {
    if value.fract().abs() < 1e-9 {
        format!("{value:.0}")
    } else {
        format!("{value:.1}")
    }
}

/// Where the plot stands in the frame and how values map into it.
struct Plot {
    left: f32,
    top: f32,
    right: f32,
    bottom: f32,
    y: Ticks,
    inverted: bool,
    count: usize,
}

impl Plot {
    fn x(&self, index: usize) -> f32 {
        let slots = self.count.max(1) as f32;
        self.left + (self.right - self.left) * (index as f32 + 0.5) / slots
    }

    fn y(&self, value: f64) -> f32 {
        let mut f = self.y.fraction(value) as f32;
        if self.inverted {
            f = 1.0 - f;
        }
        self.bottom - (self.bottom - self.top) * f
    }
}

fn line_plot(chart: &LineChart, width: f32, height: f32) -> Plot {
    let values = chart
        .series
        .iter()
        .flat_map(|s| s.values.iter().flatten().copied());
    let (low, high) = values.fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| {
        (l.min(v), h.max(v))
    });
    let whole = chart
        .series
        .iter()
        .all(|s| s.values.iter().flatten().all(|v| v.fract() == 0.0));
    let mut y = nice_ticks(low, high, 5, whole);
    if chart.y_inverted {
        y.low = y.low.max(1.0).min(low.max(1.0));
    }
    let y_label = y
        .values()
        .iter()
        .map(|v| text_width(&tick_label(*v), SMALL))
        .fold(0.0, f32::max);
    let legend = legend_width(chart, width);
    Plot {
        left: PAD + y_label + 6.0 + SMALL + 4.0,
        top: PAD + TITLE + 10.0 + SMALL,
        right: (width - PAD - legend).max(PAD + 40.0),
        bottom: (height - PAD - SMALL * 2.0 - 10.0).max(PAD + TITLE + 30.0),
        y,
        inverted: chart.y_inverted,
        count: chart.x_labels.len(),
    }
}

fn legend_width(chart: &LineChart, width: f32) -> f32 {
    if chart.series.len() < 2 {
        return 0.0;
    }
    let longest = chart
        .series
        .iter()
        .map(|s| text_width(&s.label, SMALL))
        .fold(0.0, f32::max);
    // The key (14 + 22) before the label, and the label whole.
    (longest + 38.0).min(width * 0.3)
}

/// The marks of `chart` in a `width` × `height` frame.
pub fn layout(chart: &Chart, width: f32, height: f32) -> Vec<Mark> {
    let mut marks = vec![Mark::Text {
        at: (PAD, PAD + TITLE * 0.8),
        text: chart.title().to_string(),
        size: TITLE,
        anchor: Anchor::Start,
        ink: Ink::Text,
        bold: true,
    }];
    match chart {
        Chart::Lines(lines) => lay_lines(lines, width, height, &mut marks),
        Chart::Bars(bars) => lay_bars(bars, width, height, &mut marks),
    }
    marks
}

fn lay_axes(plot: &Plot, labels: &[String], y_title: &str, x_title: &str, marks: &mut Vec<Mark>) {
    for value in plot.y.values() {
        let y = plot.y(value);
        let stroke = Stroke {
            ink: Ink::Grid,
            width: 1.0,
            dash: Dash::Solid,
        };
        marks.push(Mark::Line {
            from: (plot.left, y),
            to: (plot.right, y),
            stroke,
        });
        marks.push(small(
            tick_label(value),
            (plot.left - 6.0, y + SMALL * 0.35),
            Anchor::End,
        ));
    }
    let widest = labels
        .iter()
        .map(|l| text_width(l, SMALL))
        .fold(0.0, f32::max)
        + 6.0;
    let room = (plot.right - plot.left) / labels.len().max(1) as f32;
    let every = (widest / room.max(1.0)).ceil().max(1.0) as usize;
    for (index, label) in labels.iter().enumerate().filter(|(i, _)| i % every == 0) {
        marks.push(small(
            label.clone(),
            (plot.x(index), plot.bottom + SMALL + 4.0),
            Anchor::Middle,
        ));
    }
    let axis = Stroke {
        ink: Ink::Muted,
        width: 1.0,
        dash: Dash::Solid,
    };
    marks.push(Mark::Line {
        from: (plot.left, plot.bottom),
        to: (plot.right, plot.bottom),
        stroke: axis,
    });
    marks.push(small(
        x_title.to_string(),
        (
            (plot.left + plot.right) / 2.0,
            plot.bottom + SMALL * 2.0 + 8.0,
        ),
        Anchor::Middle,
    ));
    marks.push(small(
        y_title.to_string(),
        (PAD, plot.top - 4.0 - SMALL * 0.6),
        Anchor::Start,
    ));
}

fn small(text: String, at: (f32, f32), anchor: Anchor) -> Mark {
    Mark::Text {
        at,
        text,
        size: SMALL,
        anchor,
        ink: Ink::Muted,
        bold: false,
    }
}

fn series_stroke(chart: &LineChart, index: usize) -> (Stroke, Marker, Ink) {
    let (slot, dash, marker) = series_look(index);
    let own = chart.series[index]
        .colour
        .map(|c| Ink::Own(c, slot))
        .unwrap_or(Ink::Series(slot));
    let (ink, width) = match chart.highlight {
        Some(picked) if picked == index => (own, 3.0),
        Some(_) => (Ink::Faded, 1.2),
        None => (own, 1.8),
    };
    (Stroke { ink, width, dash }, marker, ink)
}

fn lay_lines(chart: &LineChart, width: f32, height: f32, marks: &mut Vec<Mark>) {
    let plot = line_plot(chart, width, height);
    lay_axes(
        &plot,
        &chart.x_labels,
        &chart.y_title,
        &chart.x_title,
        marks,
    );
    let mut order: Vec<usize> = (0..chart.series.len()).collect();
    order.sort_by_key(|i| chart.highlight == Some(*i));
    let with_markers = chart.x_labels.len() <= 40;
    for index in order {
        let (stroke, marker, ink) = series_stroke(chart, index);
        let mut run: Vec<(f32, f32)> = Vec::new();
        for (x, value) in chart.series[index].values.iter().enumerate() {
            match value {
                Some(value) => run.push((plot.x(x), plot.y(*value))),
                None if !run.is_empty() => marks.push(Mark::Path {
                    points: std::mem::take(&mut run),
                    stroke,
                }),
                None => {}
            }
            if let (Some(value), true) = (value, with_markers) {
                marks.push(Mark::Dot {
                    at: (plot.x(x), plot.y(*value)),
                    marker,
                    size: stroke.width + 2.5,
                    ink,
                });
            }
        }
        if !run.is_empty() {
            marks.push(Mark::Path {
                points: run,
                stroke,
            });
        }
    }
    lay_legend(chart, &plot, width, marks);
}

fn lay_legend(chart: &LineChart, plot: &Plot, width: f32, marks: &mut Vec<Mark>) {
    if chart.series.len() < 2 {
        return;
    }
    let left = plot.right + 14.0;
    let row = SMALL + 5.0;
    let fits = ((plot.bottom - plot.top) / row).floor().max(1.0) as usize;
    let shown = if chart.series.len() > fits {
        fits - 1
    } else {
        fits
    };
    for (index, series) in chart.series.iter().enumerate().take(shown) {
        let y = plot.top + row * index as f32 + row / 2.0;
        let (stroke, marker, ink) = series_stroke(chart, index);
        marks.push(Mark::Line {
            from: (left, y),
            to: (left + 18.0, y),
            stroke,
        });
        marks.push(Mark::Dot {
            at: (left + 9.0, y),
            marker,
            size: stroke.width + 2.5,
            ink,
        });
        let room = ((width - PAD - left - 22.0) / (SMALL * 0.58)).max(3.0) as usize;
        let label: String = series.label.chars().take(room).collect();
        marks.push(Mark::Text {
            at: (left + 22.0, y + SMALL * 0.35),
            text: label,
            size: SMALL,
            anchor: Anchor::Start,
            ink: Ink::Text,
            bold: chart.highlight == Some(index),
        });
    }
    if shown < chart.series.len() {
        let y = plot.top + row * shown as f32 + row / 2.0;
        marks.push(small(
            format!("+{}", chart.series.len() - shown),
            (left, y + SMALL * 0.35),
            Anchor::Start,
        ));
    }
}

fn bar_plot(chart: &BarChart, width: f32, height: f32) -> Plot {
    let high = chart.bars.iter().map(|(_, v)| *v).fold(0.0, f64::max);
    let y = nice_ticks(
        0.0,
        high,
        5,
        chart.bars.iter().all(|(_, v)| v.fract() == 0.0),
    );
    let y_label = y
        .values()
        .iter()
        .map(|v| text_width(&tick_label(*v), SMALL))
        .fold(0.0, f32::max);
    Plot {
        left: PAD + y_label + 6.0 + SMALL + 4.0,
        top: PAD + TITLE + 10.0 + SMALL,
        right: (width - PAD).max(PAD + 40.0),
        bottom: (height - PAD - SMALL * 2.0 - 10.0).max(PAD + TITLE + 30.0),
        y,
        inverted: false,
        count: chart.bars.len(),
    }
}

fn lay_bars(chart: &BarChart, width: f32, height: f32, marks: &mut Vec<Mark>) {
    let plot = bar_plot(chart, width, height);
    let labels: Vec<String> = chart.bars.iter().map(|(l, _)| l.clone()).collect();
    lay_axes(&plot, &labels, &chart.y_title, "", marks);
    let slot = (plot.right - plot.left) / chart.bars.len().max(1) as f32;
    for (index, (_, value)) in chart.bars.iter().enumerate() {
        let top = plot.y(*value);
        let bar = slot * 0.6;
        marks.push(Mark::Rect {
            at: (plot.x(index) - bar / 2.0, top),
            size: (bar, plot.bottom - top),
            ink: Ink::Series(0),
        });
        marks.push(Mark::Text {
            at: (plot.x(index), top - 3.0),
            text: tick_label(*value),
            size: SMALL,
            anchor: Anchor::Middle,
            ink: Ink::Text,
            bold: false,
        });
    }
}

/// What lies under the pointer at `at` in a `width` × `height` frame, if anything: the
/// nearest point within 12 units, or the bar under it.
pub fn hover(chart: &Chart, width: f32, height: f32, at: (f32, f32)) -> Option<Hover> {
    match chart {
        Chart::Lines(lines) => {
            let plot = line_plot(lines, width, height);
            let mut best: Option<(f32, Hover)> = None;
            for (series, line) in lines.series.iter().enumerate() {
                for (index, value) in line.values.iter().enumerate() {
                    let Some(value) = value else { continue };
                    let point = (plot.x(index), plot.y(*value));
                    let distance = ((point.0 - at.0).powi(2) + (point.1 - at.1).powi(2)).sqrt();
                    let nearer = best.as_ref().is_none_or(|(d, _)| distance < *d);
                    if distance <= 12.0 && nearer {
                        let label = lines.x_labels.get(index).cloned().unwrap_or_default();
                        best = Some((
                            distance,
                            Hover {
                                series: Some(series),
                                index,
                                at: point,
                                label,
                                value: *value,
                            },
                        ));
                    }
                }
            }
            best.map(|(_, hover)| hover)
        }
        Chart::Bars(bars) => {
            let plot = bar_plot(bars, width, height);
            let slot = (plot.right - plot.left) / bars.bars.len().max(1) as f32;
            if at.0 < plot.left || at.0 > plot.right || at.1 < plot.top || at.1 > plot.bottom {
                return None;
            }
            let index = (((at.0 - plot.left) / slot) as usize).min(bars.bars.len().checked_sub(1)?);
            let (label, value) = bars.bars.get(index)?.clone();
            Some(Hover {
                series: None,
                index,
                at: (plot.x(index), plot.y(value)),
                label,
                value,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::{Rgb, Series};

    fn race() -> Chart {
        Chart::Lines(LineChart {
            title: "Race".into(),
            x_labels: (1..=4).map(|r| r.to_string()).collect(),
            x_title: "Round".into(),
            y_title: "Position".into(),
            series: vec![
                Series {
                    label: "A".into(),
                    values: vec![Some(1.0), Some(2.0), None, Some(1.0)],
                    colour: None,
                },
                Series {
                    label: "B".into(),
                    values: vec![Some(2.0), Some(1.0), Some(1.0), Some(2.0)],
                    colour: Some(Rgb(0xFF, 0xFF, 0x00)),
                },
            ],
            y_inverted: true,
            highlight: Some(1),
        })
    }

    fn paths(marks: &[Mark]) -> Vec<&Vec<(f32, f32)>> {
        marks
            .iter()
            .filter_map(|m| match m {
                Mark::Path { points, .. } => Some(points),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_gap_splits_a_line_and_the_first_place_is_drawn_at_the_top() {
        let marks = layout(&race(), 600.0, 300.0);
        let lines = paths(&marks);
        assert_eq!(
            lines.len(),
            3,
            "A splits around its missing round; B is one line"
        );
        let b = lines[2];
        assert!(b[1].1 < b[0].1, "B goes from second to first: up the chart");
        for (x, y) in lines.iter().flat_map(|l| l.iter()) {
            assert!((0.0..=600.0).contains(x) && (0.0..=300.0).contains(y));
        }
    }

    #[test]
    fn the_picked_series_is_drawn_last_and_thick_and_the_others_fade() {
        let marks = layout(&race(), 600.0, 300.0);
        let strokes: Vec<Stroke> = marks
            .iter()
            .filter_map(|m| match m {
                Mark::Path { stroke, .. } => Some(*stroke),
                _ => None,
            })
            .collect();
        assert_eq!(strokes.last().map(|s| s.width), Some(3.0));
        assert!(strokes[..2].iter().all(|s| s.ink == Ink::Faded));
        let yellow = strokes
            .last()
            .map(|s| s.ink.colour(&crate::chart::palette::LIGHT));
        assert_ne!(
            yellow,
            Some(Rgb(0xFF, 0xFF, 0x00)),
            "yellow does not read on white"
        );
    }

    #[test]
    fn hover_finds_the_point_under_the_pointer() {
        let chart = race();
        let marks = layout(&chart, 600.0, 300.0);
        let b = paths(&marks)[2][2];
        let found = hover(&chart, 600.0, 300.0, (b.0 + 3.0, b.1 - 2.0)).expect("a point");
        assert_eq!((found.series, found.index, found.value), (Some(1), 2, 1.0));
        assert_eq!(found.label, "3");
        assert!(hover(&chart, 600.0, 300.0, (5.0, 290.0)).is_none());
    }

    #[test]
    fn bars_stand_on_the_axis_and_hover_names_them() {
        let chart = Chart::Bars(BarChart {
            title: "Results".into(),
            y_title: "Matches".into(),
            bars: vec![
                ("Home wins".into(), 5.0),
                ("Draws".into(), 2.0),
                ("Away wins".into(), 0.0),
            ],
        });
        let marks = layout(&chart, 400.0, 240.0);
        let rects: Vec<_> = marks
            .iter()
            .filter_map(|m| match m {
                Mark::Rect { at, size, .. } => Some((*at, *size)),
                _ => None,
            })
            .collect();
        assert_eq!(rects.len(), 3);
        assert!(rects[0].1.1 > rects[1].1.1 && rects[2].1.1.abs() < 1e-3);
        let bottom = rects[0].0.1 + rects[0].1.1;
        assert!((rects[1].0.1 + rects[1].1.1 - bottom).abs() < 1e-3);
        let over = hover(&chart, 400.0, 240.0, (rects[1].0.0 + 2.0, bottom - 1.0)).expect("a bar");
        assert_eq!((over.label.as_str(), over.value), ("Draws", 2.0));
        assert!(chart.described().contains("Draws: 2"));
    }
}
