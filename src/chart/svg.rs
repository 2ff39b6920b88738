//! A chart as an SVG drawing for the league's website: the same marks the window and the
//! sheets draw, in a theme's colours, with the chart's title and its text alternative
//! (`Chart::described`) as the drawing's accessible name and description. Every text is
//! escaped for XML here, so the drawing can be put into a page as it is.

use std::fmt::Write;

use super::palette::{ChartColours, Rgb};
use super::{Anchor, Chart, Mark, Stroke, layout, marker_points};

/// `text` with XML's five special characters escaped.
fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn hex(colour: Rgb) -> String {
    colour.hex()
}

fn stroke_attributes(stroke: &Stroke, colours: &ChartColours) -> String {
    let dash: Vec<String> = stroke
        .dash
        .pattern()
        .iter()
        .map(|d| format!("{:.1}", d * stroke.width))
        .collect();
    let mut attributes = format!(
        "fill=\"none\" stroke=\"{}\" stroke-width=\"{:.2}\"",
        hex(stroke.ink.colour(colours)),
        stroke.width
    );
    if !dash.is_empty() {
        let _ = write!(attributes, " stroke-dasharray=\"{}\"", dash.join(" "));
    }
    attributes
}

fn points(points: &[(f32, f32)]) -> String {
    points
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The chart drawn `width` × `height` in `colours`, as an `<svg>` element to put inside
/// an HTML page (where it needs no namespace); `id` names its title and description,
/// unique within the page.
pub fn svg(chart: &Chart, width: f32, height: f32, colours: &ChartColours, id: &str) -> String {
    let id = escaped(id);
    let mut out = format!(
        "<svg viewBox=\"0 0 {width:.0} {height:.0}\" role=\"img\" \
         aria-labelledby=\"{id}-title {id}-desc\" font-family=\"system-ui, sans-serif\">\
         <title id=\"{id}-title\">{}</title><desc id=\"{id}-desc\">{}</desc>\
         <rect width=\"{width:.0}\" height=\"{height:.0}\" fill=\"{}\"/>",
        escaped(chart.title()),
        escaped(&chart.described()),
        hex(colours.surface)
    );
    for mark in layout(chart, width, height) {
        let _ = match &mark {
            Mark::Line { from, to, stroke } => write!(
                out,
                "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" {}/>",
                from.0,
                from.1,
                to.0,
                to.1,
                stroke_attributes(stroke, colours)
            ),
            Mark::Path { points: at, stroke } => write!(
                out,
                "<polyline points=\"{}\" stroke-linejoin=\"round\" {}/>",
                points(at),
                stroke_attributes(stroke, colours)
            ),
            Mark::Dot {
                at,
                marker,
                size,
                ink,
            } => write!(
                out,
                "<polygon points=\"{}\" fill=\"{}\"/>",
                points(&marker_points(*marker, *at, *size)),
                hex(ink.colour(colours))
            ),
            Mark::Text {
                at,
                text,
                size,
                anchor,
                ink,
                bold,
            } => write!(
                out,
                "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"{size:.0}\" text-anchor=\"{}\" fill=\"{}\"{}>{}</text>",
                at.0,
                at.1,
                match anchor {
                    Anchor::Start => "start",
                    Anchor::Middle => "middle",
                    Anchor::End => "end",
                },
                hex(ink.colour(colours)),
                if *bold { " font-weight=\"bold\"" } else { "" },
                escaped(text)
            ),
            Mark::Rect { at, size, ink } => write!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{}\"/>",
                at.0,
                at.1,
                size.0,
                size.1,
                hex(ink.colour(colours))
            ),
        };
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::palette::LIGHT;
    use crate::chart::{LineChart, Series};

    #[test]
    fn a_chart_is_one_svg_with_its_words_escaped_and_its_lines_drawn() {
        let chart = Chart::Lines(LineChart {
            title: "Race of <Zoé & \"Co\">".into(),
            x_labels: vec!["1".into(), "2".into()],
            x_title: "Round".into(),
            y_title: "Position".into(),
            series: vec![
                Series {
                    label: "<script>".into(),
                    values: vec![Some(1.0), Some(2.0)],
                    colour: None,
                },
                Series {
                    label: "B".into(),
                    values: vec![Some(2.0), Some(1.0)],
                    colour: Rgb::parse("#1565C0"),
                },
            ],
            y_inverted: true,
            highlight: None,
        });
        let drawn = svg(&chart, 600.0, 300.0, &LIGHT, "race");
        assert!(drawn.starts_with("<svg ") && drawn.ends_with("</svg>"));
        assert!(
            drawn.contains(
                "<title id=\"race-title\">Race of &lt;Zoé &amp; &quot;Co&quot;&gt;</title>"
            )
        );
        assert!(!drawn.contains("http"), "nothing to fetch");
        assert!(!drawn.contains("<script>"), "{drawn}");
        assert_eq!(drawn.matches("<polyline").count(), 2, "a line per series");
        assert!(drawn.contains("#1565C0"), "a team's own colour");
        assert!(
            drawn.contains("stroke-dasharray"),
            "the second series is dashed"
        );
    }
}
