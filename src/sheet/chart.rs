//! Charts drawn into a page as vector drawings: `crate::chart::layout` places the marks,
//! this turns them into PDF operations in the paper's colours (`palette::LIGHT`). Lines
//! keep their dash and points their marker shape, so the series still differ printed in
//! black and white; texts are set in the sheet's fonts and aligned by their measured width.

use printpdf::{
    Color, LineDashPattern, LinePoint, Op, PaintMode, Point, Polygon, PolygonRing, Pt, Rgb,
    WindingOrder,
};

use super::page::{Style, Writer};
use crate::chart::palette::LIGHT;
use crate::chart::{Anchor, Chart, Ink, Mark, Stroke, layout};

/// The chart is laid out at this many layout units per point drawn: its texts (11 and 14
/// units) come out at about 8 and 10 points, as the sheets' own texts are.
const SCALE: f32 = 0.72;

/// Where a chart's frame stands on the page: its top-left corner (from the page's top)
/// and the page's height, to turn top-down points into PDF's bottom-up ones.
#[derive(Debug, Clone, Copy)]
struct Frame {
    x: f32,
    y: f32,
    page_height: f32,
}

impl Frame {
    fn point(&self, (x, y): (f32, f32)) -> Point {
        Point {
            x: Pt(self.x + x * SCALE),
            y: Pt(self.page_height - (self.y + y * SCALE)),
        }
    }
}

impl Writer {
    /// Draws `chart` in the `width` × `height` box whose top-left corner is (x, y), `y`
    /// from the page's top.
    pub fn chart(&mut self, chart: &Chart, x: f32, y: f32, width: f32, height: f32) {
        let frame = Frame {
            x,
            y,
            page_height: self.height,
        };
        for mark in layout(chart, width / SCALE, height / SCALE) {
            match &mark {
                Mark::Text {
                    at,
                    text,
                    size,
                    anchor,
                    ink,
                    bold,
                } => {
                    let mut style = Style::new(size * SCALE);
                    if *bold {
                        style = style.bold();
                    }
                    let shown = self.fit(text, width, style);
                    let used = self.measure(&shown, style);
                    let left = x + at.0 * SCALE
                        - match anchor {
                            Anchor::Start => 0.0,
                            Anchor::Middle => used / 2.0,
                            Anchor::End => used,
                        };
                    self.text_in(left, y + at.1 * SCALE, &shown, style, colour(*ink));
                }
                shape => self.draw_ops(shape_ops(shape, frame)),
            }
        }
    }
}

/// `chart` across the printable width, `height` points tall, below what is on the page
/// (on a new page when it does not fit).
pub(super) fn chart_block(w: &mut Writer, chart: &Chart, height: f32) {
    w.ensure(height + 6.0);
    let (x, y, width) = (w.left(), w.y + 4.0, w.inner_width());
    w.chart(chart, x, y, width, height);
    w.y = y + height + 6.0;
}

/// The PDF colour of an ink on paper.
fn colour(ink: Ink) -> Color {
    let [r, g, b] = ink.colour(&LIGHT).unit();
    Color::Rgb(Rgb {
        r,
        g,
        b,
        icc_profile: None,
    })
}

/// The operations drawing one line, path, marker or box (nothing for a text).
fn shape_ops(mark: &Mark, frame: Frame) -> Vec<Op> {
    match mark {
        Mark::Line { from, to, stroke } => stroked(&[*from, *to], *stroke, frame),
        Mark::Path { points, stroke } => stroked(points, *stroke, frame),
        Mark::Dot {
            at,
            marker,
            size,
            ink,
        } => filled(
            &crate::chart::marker_points(*marker, *at, *size),
            *ink,
            frame,
        ),
        Mark::Rect { at, size, ink } => {
            let (x, y) = *at;
            let (w, h) = *size;
            filled(
                &[(x, y), (x + w, y), (x + w, y + h), (x, y + h)],
                *ink,
                frame,
            )
        }
        Mark::Text { .. } => Vec::new(),
    }
}

fn stroked(points: &[(f32, f32)], stroke: Stroke, frame: Frame) -> Vec<Op> {
    let thickness = stroke.width * SCALE;
    let pattern: Vec<f32> = stroke
        .dash
        .pattern()
        .iter()
        .map(|length| length * thickness)
        .collect();
    let line = printpdf::Line {
        points: points
            .iter()
            .map(|point| LinePoint {
                p: frame.point(*point),
                bezier: false,
            })
            .collect(),
        is_closed: false,
    };
    vec![
        Op::SaveGraphicsState,
        Op::SetOutlineColor {
            col: colour(stroke.ink),
        },
        Op::SetOutlineThickness { pt: Pt(thickness) },
        Op::SetLineDashPattern {
            dash: LineDashPattern::new(0.0, &pattern),
        },
        Op::DrawLine { line },
        Op::RestoreGraphicsState,
    ]
}

fn filled(points: &[(f32, f32)], ink: Ink, frame: Frame) -> Vec<Op> {
    let ring = PolygonRing {
        points: points
            .iter()
            .map(|point| LinePoint {
                p: frame.point(*point),
                bezier: false,
            })
            .collect(),
    };
    let polygon = Polygon {
        rings: vec![ring],
        mode: PaintMode::Fill,
        winding_order: WindingOrder::NonZero,
    };
    vec![
        Op::SaveGraphicsState,
        Op::SetFillColor { col: colour(ink) },
        Op::DrawPolygon { polygon },
        Op::RestoreGraphicsState,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::{BarChart, Dash, LineChart, Series};

    fn race() -> Chart {
        let series = |label: &str, values: [f64; 4]| Series {
            label: label.to_string(),
            values: values.iter().map(|v| Some(*v)).collect(),
            colour: None,
        };
        Chart::Lines(LineChart {
            title: "Race".into(),
            x_labels: (1..=4).map(|r| r.to_string()).collect(),
            x_title: "Round".into(),
            y_title: "Position".into(),
            series: vec![
                series("Alpha", [1.0, 2.0, 1.0, 1.0]),
                series("Beta", [2.0, 1.0, 3.0, 2.0]),
                series("Gamma", [3.0, 3.0, 2.0, 3.0]),
            ],
            y_inverted: true,
            highlight: None,
        })
    }

    fn all_ops(chart: &Chart) -> Vec<Op> {
        let frame = Frame {
            x: 36.0,
            y: 100.0,
            page_height: 842.0,
        };
        layout(chart, 500.0, 300.0)
            .iter()
            .flat_map(|mark| shape_ops(mark, frame))
            .collect()
    }

    #[test]
    fn each_series_is_one_path_and_each_point_a_filled_marker() {
        let ops = all_ops(&race());
        let lines = ops
            .iter()
            .filter(|op| matches!(op, Op::DrawLine { .. }))
            .count();
        let polygons = ops
            .iter()
            .filter(|op| matches!(op, Op::DrawPolygon { .. }))
            .count();
        let marks = layout(&race(), 500.0, 300.0);
        let grid_and_axis = marks
            .iter()
            .filter(|m| matches!(m, Mark::Line { .. }))
            .count();
        // Three series paths, the grid and axis lines (legend swatches included).
        assert_eq!(lines, 3 + grid_and_axis);
        // Twelve points and three legend markers.
        assert_eq!(polygons, 12 + 3);
    }

    #[test]
    fn dashes_scale_with_the_line_and_solid_lines_have_none() {
        let ops = all_ops(&race());
        let patterns: Vec<Vec<f32>> = ops
            .iter()
            .filter_map(|op| match op {
                Op::SetLineDashPattern { dash } => Some(dash.pattern.to_vec()),
                _ => None,
            })
            .collect();
        let width = 1.8 * SCALE;
        let dashed: Vec<f32> = Dash::Dashed.pattern().iter().map(|l| l * width).collect();
        let dotted: Vec<f32> = Dash::Dotted.pattern().iter().map(|l| l * width).collect();
        assert!(patterns.contains(&dashed), "{patterns:?}");
        assert!(patterns.contains(&dotted), "{patterns:?}");
        assert!(patterns.iter().any(Vec::is_empty));
    }

    #[test]
    fn bars_are_filled_boxes_inside_the_frame() {
        let chart = Chart::Bars(BarChart {
            title: "Margins".into(),
            y_title: "Matches".into(),
            bars: vec![("Draw".into(), 2.0), ("by 1".into(), 5.0)],
        });
        let ops = all_ops(&chart);
        let boxes: Vec<&Polygon> = ops
            .iter()
            .filter_map(|op| match op {
                Op::DrawPolygon { polygon } => Some(polygon),
                _ => None,
            })
            .collect();
        assert_eq!(boxes.len(), 2);
        for polygon in boxes {
            for point in &polygon.rings[0].points {
                assert!(point.p.x.0 >= 36.0 && point.p.x.0 <= 36.0 + 500.0 * SCALE);
                let top = 842.0 - 100.0;
                assert!(point.p.y.0 <= top && point.p.y.0 >= top - 300.0 * SCALE);
            }
        }
    }
}
