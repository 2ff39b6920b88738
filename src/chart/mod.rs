//! Charts as pure geometry: a chart (lines over rounds or matches, or bars) is laid out
//! into marks (lines, paths, dots, texts, boxes) in a frame of any size, which the window
//! (iced canvas), the sheets (printpdf) and the website (SVG) each draw the same way.
//! Nothing here knows a game or a renderer; the colours come from `palette`.

mod axis;
mod layout;
mod marker;
pub mod palette;
mod svg;

pub use axis::{Ticks, nice_ticks};
pub use layout::{Anchor, Hover, Ink, Mark, Stroke, hover, layout};
pub use marker::marker_points;
pub use palette::{ChartColours, Dash, Marker, Rgb};
pub use svg::svg;

/// One line of a line chart: a value at each x (None: no point there).
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    pub label: String,
    pub values: Vec<Option<f64>>,
    /// Its own colour (a team's), used when it reads on the surface.
    pub colour: Option<Rgb>,
}

/// Lines over a common x axis (rounds, matches).
#[derive(Debug, Clone, PartialEq)]
pub struct LineChart {
    pub title: String,
    /// A label for each x, in order.
    pub x_labels: Vec<String>,
    pub x_title: String,
    pub y_title: String,
    pub series: Vec<Series>,
    /// Positions: 1 is best and drawn at the top.
    pub y_inverted: bool,
    /// The series picked out (the others are drawn thin and faded).
    pub highlight: Option<usize>,
}

/// Bars, one per label.
#[derive(Debug, Clone, PartialEq)]
pub struct BarChart {
    pub title: String,
    pub y_title: String,
    pub bars: Vec<(String, f64)>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Chart {
    Lines(LineChart),
    Bars(BarChart),
}

impl Chart {
    pub fn title(&self) -> &str {
        match self {
            Chart::Lines(chart) => &chart.title,
            Chart::Bars(chart) => &chart.title,
        }
    }

    /// The chart said in words, for readers who cannot see it (the website's text
    /// alternative, a screen reader): its title, then each series' or bar's values.
    pub fn described(&self) -> String {
        let number = |v: f64| {
            if v.fract() == 0.0 {
                format!("{v:.0}")
            } else {
                format!("{v:.1}")
            }
        };
        match self {
            Chart::Lines(chart) => {
                let mut text = format!("{}.", chart.title);
                for series in &chart.series {
                    let values: Vec<String> = series
                        .values
                        .iter()
                        .zip(&chart.x_labels)
                        .filter_map(|(v, x)| v.map(|v| format!("{x}: {}", number(v))))
                        .collect();
                    text.push_str(&format!(" {}: {}.", series.label, values.join(", ")));
                }
                text
            }
            Chart::Bars(chart) => {
                let bars: Vec<String> = chart
                    .bars
                    .iter()
                    .map(|(label, v)| format!("{label}: {}", number(*v)))
                    .collect();
                format!("{}. {}.", chart.title, bars.join(", "))
            }
        }
    }
}
